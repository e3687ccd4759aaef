# The app image: the same start-up path as `npm start` (migrate, seed when empty, build once, serve).
FROM node:22-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx prisma generate && npx tsx scripts/build-survey.ts && npx next build
EXPOSE 3000
CMD ["npm", "start"]

import { z } from "zod";

const required = (label: string) => z.string().trim().min(1, { message: `${label} is required` }).max(100);

/** My Settings (spec 1 §2, §5): all three fields required. Shared by the form, PUT /me and updateUser. */
export const ZUpdateMe = z
  .object({
    first_name: required("First name"),
    last_name: required("Last name"),
    department: required("Department"),
  })
  .strict();
export type TUpdateMe = z.infer<typeof ZUpdateMe>;

export const ZSignIn = z.object({
  email: z.string().trim().toLowerCase().email({ message: "email must be an e-mail address" }),
  password: z.string().min(1, { message: "password is required" }).max(200),
});
export type TSignIn = z.infer<typeof ZSignIn>;

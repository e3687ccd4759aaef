// /error?errorCode=&errorMessage= – shows the code and message it is given (spec 1 §2).
import { ErrorScreen } from "@/components/shell/error-screen";

export const metadata = { title: "Error" };

export default async function ErrorPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { errorCode, errorMessage } = await searchParams;
  return <ErrorScreen code={errorCode?.slice(0, 20)} message={errorMessage?.slice(0, 500)} />;
}

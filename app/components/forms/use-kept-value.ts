import { useNavigation } from "react-router";
import { useEffect, useState } from "react";

/**
 * A value an action answered once (recovery codes, a password-reset link), kept on the page
 * until her next form: a live update's revalidation clears the route's action data (React
 * Router does so on every revalidation), and these values exist nowhere else to show again.
 */
export function useKeptValue<T>(value: T | undefined): T | undefined {
  const navigation = useNavigation();
  const [kept, setKept] = useState(value);
  useEffect(() => {
    if (value !== undefined) setKept(value);
  }, [value]);
  useEffect(() => {
    if (navigation.state === "submitting") setKept(undefined);
  }, [navigation.state]);
  return value ?? kept;
}

/** In place of a list whose query failed (the loader answered `null`): the page itself still works. */
export function LoadError({ what }: { what: string }) {
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
      {`${what} could not be loaded. Please try again in a moment.`}
    </p>
  );
}

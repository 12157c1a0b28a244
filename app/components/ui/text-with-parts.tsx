import { Fragment, type ReactNode } from "react";

/**
 * A catalogue text whose `{name}` placeholders are elements (a link, a bold reference), put
 * where the language wants them: "Receipts for your payments are on {link}." /
 * "Rasitan biyan kuɗinki suna a {link}." A placeholder without a part stays as it is.
 */
export function TextWithParts({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((piece, i) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}

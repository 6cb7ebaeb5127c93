import "./article-html.css";

/**
 * An article's or announcement's body: HTML the server's sanitiser kept (modules/articles/
 * sanitize.ts: the editor's marks, http(s) links and pictures only), so it is set as is.
 */
export function ArticleHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="article-html"
      data-testid={testId}
      style={{ lineHeight: 1.7, overflowWrap: "anywhere" }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it is stored
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

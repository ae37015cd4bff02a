/**
 * Platform notice content: HTML the server has already sanitised (scripts, handlers and unsafe URLs
 * removed when the administrator saved it), shown as such.
 */
export function NoticeHtml({ html }: { html: string }) {
  return (
    <div
      className="ll-notice-html"
      data-testid="notice-html"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with sanitize-html.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A preview of HTML that has not been sanitised yet (the administrator's draft): rendered in a
 * sandboxed frame without scripts, so nothing in it can run.
 */
export function HtmlDraftPreview({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      className="ll-notice-draft"
      title={title}
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:14px/1.6 sans-serif;margin:8px;word-break:break-word}img{max-width:100%}</style>${html}`}
    />
  );
}

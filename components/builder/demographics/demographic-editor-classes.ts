// The demographic editor's control and error looks, shared by its sections.
export const editorInputClass =
  "w-full rounded border border-line-strong px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:bg-canvas";
export const editorErrorClass = "text-xs text-danger";

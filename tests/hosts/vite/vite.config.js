// A host's Vite configuration, as docs/embed.md's recipe gives it. The one line for the element:
// Vite writes a file under 4 KiB into the script as a `data:` URL, which a stylesheet linked
// from it would need `style-src data:` for; the element's stylesheets stay files.
export default {
  build: { assetsInlineLimit: (file) => (file.endsWith(".css") ? false : undefined) },
};

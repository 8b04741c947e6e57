// A host's webpack configuration, as docs/embed.md's recipe gives it: nothing for the element.
export default {
  mode: "production",
  entry: "./main.js",
};

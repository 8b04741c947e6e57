// A host's script: the package from the tarball, as docs/embed.md's Vite recipe says.
import "seega-game";

// A host's script: the package from the tarball, as docs/embed.md's esbuild recipe says.
import "seega-game";

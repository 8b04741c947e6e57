// A host's script: the package from the tarball, as docs/embed.md's webpack recipe says.
import "seega-game";

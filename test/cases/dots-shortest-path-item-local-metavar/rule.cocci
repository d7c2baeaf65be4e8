// Shortest path: the dots may not pass a statement the item before them
// matches.  spatch quantifies E, used in that item only, inside it, so
// `c = g();` (x still c, E anything) stops the path from `c = 1;`
@@
expression x, E;
@@
* x = E;
  ...
* h(x);

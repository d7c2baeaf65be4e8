// A label and the statement it holds are two nodes in spatch's control
// flow: the held statement is the item before the dots, so the
// shortest path stops at a later `g(...)` (E, written in that item and
// its added code only, is free there), and dots held by a label stand
// for the statements from the held one on.  spatch 1.1.1 changes f2
// alone.
@@
identifier l;
expression E;
@@
 l:
- g(E);
+ h(E);
 ...
 return 0;

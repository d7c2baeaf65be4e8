// One statement becomes two lines: a comment after the statement stays
// at the end of its line, the last added one (spatch 1.1.1 agrees); it
// was moved to a line of its own after the added code.
@@
expression E;
@@
- reset(E);
+ stop(E);
+ start(E);

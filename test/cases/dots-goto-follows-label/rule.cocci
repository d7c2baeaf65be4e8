// After a goto the path goes on at its label (spatch's control flow),
// and a label holding dots stands for the statements from the one it
// holds on: the gotos to a label followed by a return alone lose their
// jump; an unbraced branch emptied that way becomes `{}`, as spatch
// prints it.  (cocci-tests dropenderr, its first rule, with `...`.)
@@
identifier l;
expression e;
statement S;
@@
-goto l;
...
l:
... when != S
return e;

@@
identifier I;
expression E;
@@
- get_entry(I, E)
+ get_entry(wrap(I), E)

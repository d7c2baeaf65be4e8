// A position of rule r inherited by the next rule's `x =@p2 E`: where
// r's nest matched zero times p2 is unbound, and no '=' is at p2, not
// even a declarator's (`struct item *c = NULL;`, which `x = E` matches)
@r@
iterator name list_for_each_entry;
expression x, E;
position p1, p2;
@@
 list_for_each_entry@p1(x, ...) { <... x =@p2 E ...> }

@@
expression x, E;
position r.p1, r.p2;
statement S;
@@
 x =@p2
- E
+ 2
 ...
 list_for_each_entry@p1(x, ...) S

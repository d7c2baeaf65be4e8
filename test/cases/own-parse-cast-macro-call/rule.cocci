@@
expression E1, E2;
@@
- get_propname(E1, E2)
+ propname_of(E2, E1)

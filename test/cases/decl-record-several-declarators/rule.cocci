// A struct-definition declaration of one name against one of several:
// each name is a match of its own, as spatch splits the declaration
// (spatch 1.1.1 renames x6 and y6, x9 and z9, not the pointer y9).
@@
identifier I, S;
@@
 struct S { int a; }
- I
+ renamed
 ;

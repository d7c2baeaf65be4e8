@@
expression E;
@@
 <... when != c
- a(E);
 ...>

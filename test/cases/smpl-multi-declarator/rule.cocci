// A declaration pattern of one name matches each declarator of
// `int a, b, c;`: removing some keeps the others, removing all removes
// the declaration; "++" code is added once per match.
@@
symbol b;
@@
- int b;
++ long b;

@@
identifier x;
@@
- short x;
++ char x;

@@
identifier y =~ "^r";
@@
- long y;

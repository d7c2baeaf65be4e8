@@
expression E;
@@
- if (E) {
-   f();

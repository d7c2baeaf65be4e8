// a declaration of a type alone: ctype;
@@
@@
- struct unused;

// a storage class the pattern spells, then a qualifier it does not
@@
identifier I;
@@
- static int I;

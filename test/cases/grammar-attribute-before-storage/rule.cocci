// optional_attributes: a pattern without the attribute matches a
// declaration with a GNU attribute group before its storage class
@@
identifier x;
@@
- static int x;
+ static long x;

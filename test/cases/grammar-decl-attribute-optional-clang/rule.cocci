// optional_attributes: `static int x;` matches the declarations with
// an attribute after the name; the whole declaration goes
@@
identifier x;
@@
- static int x;

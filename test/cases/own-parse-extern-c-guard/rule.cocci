@@
expression E;
@@
- to_units(E)
+ to_units_checked(E)

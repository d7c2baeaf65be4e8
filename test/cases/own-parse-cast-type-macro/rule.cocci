@@
expression E1, E2;
@@
- section_ptr(E1, E2)
+ section_ptr_checked(E1, E2)

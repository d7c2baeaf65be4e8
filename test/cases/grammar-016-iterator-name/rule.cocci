// iterator name: list_for_each is an iterator in the rule's code
@@
iterator name list_for_each, list_for_each_safe;
expression E, L;
statement S;
@@
- list_for_each(E, L)
+ list_for_each_safe(E, L)
  S

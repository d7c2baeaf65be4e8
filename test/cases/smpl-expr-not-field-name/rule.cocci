@r exists@
identifier c, member;
expression E;
iterator name list_for_each_entry;
@@
list_for_each_entry(c, ..., member) { ... when != break;
                                 when forall
                                 when strict
}
...
(
c = E
|
*c
)

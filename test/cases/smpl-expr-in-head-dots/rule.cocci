// An expression item (no ';') that matches in an if's head, then
// `...`: the dots go on into the if's branches, as in spatch 1.1.1's
// control flow (api/atomic_as_refcounter).
@exists@
identifier a, x;
expression E;
@@
(
 atomic_dec_and_test(&(a)->x)
|
 local_dec_and_test(&(a)->x)
)
...
- schedule_delayed_work(E);
+ queue_later(E);

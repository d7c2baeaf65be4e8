// `iterator name walk;` declares walk for the rest of the file: the
// second rule's walk(d) { ... } is a loop, as in spatch 1.1.1, not a
// function definition.
@r@
iterator name walk;
identifier d;
@@
 walk(d) {
+ touch(d);
  ... when != touch(d)
 }

@@
identifier d;
@@
 walk(d) {
  ... when != done(d)
+ done(d);
 }

// A field list binds a run of fields (with [n] alone, any number), so
// the field after it can be any field of the struct; a disjunction of
// fields stands among them.
@@
identifier s = {point, box};
field list[n] FS;
identifier I;
@@
struct s {
  FS
(
- int I[3];
+ ivec3 I;
|
- float I[3];
+ fvec3 I;
)
  ...
};

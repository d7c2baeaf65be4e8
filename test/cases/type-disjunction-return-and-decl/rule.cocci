@@
typedef u32;
typedef u64;
identifier f, v;
@@

(
u32
|
u64
) f(...) {
(
u32
|
u64
) v;
  ... when != check(v);
+ check(v);
  return v;
}

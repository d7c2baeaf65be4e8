@@
identifier tag, other;
struct tag *p;
@@

(
  (struct tag *)p
|
- (struct other *)p
+ convert(p)
)

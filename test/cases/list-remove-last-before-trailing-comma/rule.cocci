// A removed last element takes the comma that ends the list after it;
// without one, the comma before it stays (spatch 1.1.1).
@@
@@
int i[] = {
  ...,
  a,
  ...,
- b
 };

@@
@@
enum e {
  ...,
- y
 };

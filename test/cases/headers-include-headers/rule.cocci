// misc/flexible_array.cocci's patch rule: a disjunction of struct forms,
// over a folder whose header holds the array (cfix --include-headers,
// as `make coccicheck` passes spatch --include-headers)
@@
identifier name, array;
type T;
@@
(
  struct name {
    ...
    T array[
-       0
    ];
  };
|
  struct {
    ...
    T array[
-       0
    ];
  };
)

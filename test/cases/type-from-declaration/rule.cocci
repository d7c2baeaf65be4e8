@@
type T;
T[] arr;
@@

- first(arr)
+ arr[0]

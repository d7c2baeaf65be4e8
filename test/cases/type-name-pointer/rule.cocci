// A type in a sizeof, a cast or a compound literal is the whole type
// name: `int` there is not `int *`.
@@
expression E, N;
@@
(
- (int)E
+ E
|
- N * sizeof(int)
+ N * 4
)

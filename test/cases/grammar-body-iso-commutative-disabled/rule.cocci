// 'disable' names of the commutative isomorphisms: those operators match
// as written only; the others (mult_comm, bitand_comm ...) still swap
@ disable commeq, plus_comm, gtr_lss, bitor_comm @
expression E;
@@
(
- E + 1
+ inc(E)
|
- E | FLAG
+ setf(E)
|
- E & 1
+ odd(E)
|
- E * 2
+ dbl(E)
|
- E < 3
+ lt3(E)
|
- E <= 4
+ le4(E)
|
- E > 5
+ gt5(E)
|
- E == 6
+ eq6(E)
|
- E != 7
+ ne7(E)
|
- E == g()
+ eqg(E)
|
- E - 8
+ sub8(E)
)

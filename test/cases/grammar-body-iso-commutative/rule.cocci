// standard.iso's commutative and relational isomorphisms: commeq and
// commneq (a constant on either side), bitor_comm, bitand_comm, plus_comm,
// mult_comm, gtr_lss, gtr_lss_eq; not for '-' nor for == without a constant
@@
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

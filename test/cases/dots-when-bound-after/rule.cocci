// `when != e1` where e1 is bound by the item after the dots: the clause
// means the value bound there (the gotos out reach `return 0;`)
@exists@
expression e, e1;
@@

if (e) {
  ... when forall
      when != e1
- return e1;
}
return 15;

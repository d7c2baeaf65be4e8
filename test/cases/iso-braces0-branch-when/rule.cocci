// A block of only `...` as a for or while body, an if branch or a
// nested block matches any statement there: its when clauses drop out
@r@
expression E1, E2, E3;
@@
(
for (E1; E2; E3) { ... when != stop();
}
|
while (E1) { ... when != stop();
             when strict
}
|
if (E1) { ... when != stop();
} else { ... when = step();
}
|
step();
{ ... when != stop();
  when forall
}
)
- done();
+ finish();

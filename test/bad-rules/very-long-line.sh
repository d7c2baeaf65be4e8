# A 600,000-byte line: f(E, E, ... E; with the ')' missing at its end.
printf '@@\nexpression E;\n@@\n- f(E'
for i in $(seq 100000); do printf ', E'; done
printf ';\n'

# 10,000 nested parentheses around a metavariable.
printf '@@\nexpression E;\n@@\n- f('
printf '(%.0s' $(seq 10000)
printf 'E'
printf ')%.0s' $(seq 10000)
printf ');\n'

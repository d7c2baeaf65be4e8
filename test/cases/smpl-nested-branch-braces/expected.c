/* else-if chains: each else branch is matched, the inner ones inside the
 * outer ones, and each gets its own closing brace at the same place
 * (two here; the layout is not Coccinelle's, the tokens are).  The marker makes
 * the fix idempotent. */
void f(int n)
{
	if (n == 1)
		one();
	else { trace();if (n == 2)
		two();
	else
		{ trace();other();
		}
	}
}

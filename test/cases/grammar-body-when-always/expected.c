void passes_g_and_h(int x)
{
	lock(x);
	g(x);
	h(x);
	g(x);
	unlock2(x);
}

void passes_nothing(int x)
{
	lock(x);
	unlock2(x);
}

void passes_other_call(int x)
{
	lock(x);
	g(x);
	k(x);
	unlock(x);
}

void passes_if(int x)
{
	lock(x);
	if (x)
		g(x);
	unlock(x);
}

void passes_block(int x)
{
	lock(x);
	{
		g(x);
	}
	unlock(x);
}

void passes_declaration(int x)
{
	lock(x);
	int y;
	g(x);
	unlock(x);
}

void passes_null_statement(int x)
{
	lock(x);
	g(x);
	;
	unlock(x);
}

void other_argument(int x, int z)
{
	lock(x);
	g(z);
	unlock(x);
}

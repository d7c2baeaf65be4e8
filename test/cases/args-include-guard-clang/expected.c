#ifndef TABLE_IMPL_H
#define TABLE_IMPL_H

void table_drop(char *rows)
{
	free(rows);
}

#endif

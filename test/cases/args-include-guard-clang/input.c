#ifndef TABLE_IMPL_H
#define TABLE_IMPL_H

void table_drop(char *rows)
{
	legacy_free(rows);
}

#endif

"""The Road Quest screens: the table (`table.RoadQuestTableScreen`), its board widget
(`board.RoadQuestBoard`, also the replay viewer's) and the end screen (`end`)."""

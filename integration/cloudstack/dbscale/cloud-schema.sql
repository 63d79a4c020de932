/*M!999999\- enable the sandbox mode */ 
-- MariaDB dump 10.19  Distrib 10.11.19-MariaDB, for debian-linux-gnu (x86_64)
--
-- Host: 127.0.0.1    Database: cloud
-- ------------------------------------------------------
-- Server version	10.11.19-MariaDB-0+deb12u1-log

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!40101 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Table structure for table `account`
--

DROP TABLE IF EXISTS `account`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `account` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `account_name` varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'an account name set by the creator of the account, defaults to username for single accounts',
  `uuid` varchar(40) DEFAULT NULL,
  `type` int(1) unsigned NOT NULL,
  `role_id` bigint(20) unsigned DEFAULT NULL COMMENT 'role id for this account',
  `domain_id` bigint(20) unsigned DEFAULT NULL,
  `state` varchar(10) NOT NULL DEFAULT 'enabled',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  `cleanup_needed` tinyint(1) NOT NULL DEFAULT 0,
  `network_domain` varchar(255) DEFAULT NULL,
  `default_zone_id` bigint(20) unsigned DEFAULT NULL,
  `default` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if account is default',
  `api_key_access` tinyint(1) DEFAULT NULL COMMENT 'is api key access allowed for the account',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_account__uuid` (`uuid`),
  KEY `i_account__removed` (`removed`),
  KEY `fk_account__default_zone_id` (`default_zone_id`),
  KEY `i_account__cleanup_needed` (`cleanup_needed`),
  KEY `i_account__account_name__domain_id__removed` (`account_name`,`domain_id`,`removed`),
  KEY `i_account__domain_id` (`domain_id`),
  KEY `fk_account__role_id` (`role_id`),
  CONSTRAINT `fk_account__default_zone_id` FOREIGN KEY (`default_zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_account__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`),
  CONSTRAINT `fk_account__role_id` FOREIGN KEY (`role_id`) REFERENCES `roles` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=4 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `account_details`
--

DROP TABLE IF EXISTS `account_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `account_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'account id',
  `name` varchar(255) NOT NULL,
  `value` varchar(4096) NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_account_details__account_id` (`account_id`),
  CONSTRAINT `fk_account_details__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `account_netstats_view`
--

DROP TABLE IF EXISTS `account_netstats_view`;
/*!50001 DROP VIEW IF EXISTS `account_netstats_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `account_netstats_view` AS SELECT
 NULL AS `account_id`,
 NULL AS `bytesReceived`,
 NULL AS `bytesSent` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `account_network_ref`
--

DROP TABLE IF EXISTS `account_network_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `account_network_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'account id',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network id',
  `is_owner` smallint(1) NOT NULL COMMENT 'is the owner of the network',
  PRIMARY KEY (`id`),
  KEY `fk_account_network_ref__account_id` (`account_id`),
  KEY `fk_account_network_ref__networks_id` (`network_id`),
  CONSTRAINT `fk_account_network_ref__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_account_network_ref__networks_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=6 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `account_view`
--

DROP TABLE IF EXISTS `account_view`;
/*!50001 DROP VIEW IF EXISTS `account_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `account_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `account_name`,
 NULL AS `type`,
 NULL AS `role_id`,
 NULL AS `state`,
 NULL AS `created`,
 NULL AS `removed`,
 NULL AS `cleanup_needed`,
 NULL AS `network_domain`,
 NULL AS `default`,
 NULL AS `api_key_access`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `data_center_id`,
 NULL AS `data_center_uuid`,
 NULL AS `data_center_name`,
 NULL AS `bytesReceived`,
 NULL AS `bytesSent`,
 NULL AS `vmLimit`,
 NULL AS `vmTotal`,
 NULL AS `runningVms`,
 NULL AS `stoppedVms`,
 NULL AS `ipLimit`,
 NULL AS `ipTotal`,
 NULL AS `ipFree`,
 NULL AS `volumeLimit`,
 NULL AS `volumeTotal`,
 NULL AS `snapshotLimit`,
 NULL AS `snapshotTotal`,
 NULL AS `templateLimit`,
 NULL AS `templateTotal`,
 NULL AS `vpcLimit`,
 NULL AS `vpcTotal`,
 NULL AS `projectLimit`,
 NULL AS `projectTotal`,
 NULL AS `networkLimit`,
 NULL AS `networkTotal`,
 NULL AS `cpuLimit`,
 NULL AS `cpuTotal`,
 NULL AS `memoryLimit`,
 NULL AS `memoryTotal`,
 NULL AS `gpuLimit`,
 NULL AS `gpuTotal`,
 NULL AS `primaryStorageLimit`,
 NULL AS `primaryStorageTotal`,
 NULL AS `secondaryStorageLimit`,
 NULL AS `secondaryStorageTotal`,
 NULL AS `backupLimit`,
 NULL AS `backupTotal`,
 NULL AS `backupStorageLimit`,
 NULL AS `backupStorageTotal`,
 NULL AS `bucketLimit`,
 NULL AS `bucketTotal`,
 NULL AS `objectStorageLimit`,
 NULL AS `objectStorageTotal`,
 NULL AS `job_id`,
 NULL AS `job_uuid`,
 NULL AS `job_status`,
 NULL AS `job_account_id` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `account_vlan_map`
--

DROP TABLE IF EXISTS `account_vlan_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `account_vlan_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'account id. foreign key to account table',
  `vlan_db_id` bigint(20) unsigned NOT NULL COMMENT 'database id of vlan. foreign key to vlan table',
  PRIMARY KEY (`id`),
  KEY `i_account_vlan_map__account_id` (`account_id`),
  KEY `i_account_vlan_map__vlan_id` (`vlan_db_id`),
  CONSTRAINT `fk_account_vlan_map__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_account_vlan_map__vlan_id` FOREIGN KEY (`vlan_db_id`) REFERENCES `vlan` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `account_vmstats_view`
--

DROP TABLE IF EXISTS `account_vmstats_view`;
/*!50001 DROP VIEW IF EXISTS `account_vmstats_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `account_vmstats_view` AS SELECT
 NULL AS `account_id`,
 NULL AS `state`,
 NULL AS `vmcount` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `account_vnet_map`
--

DROP TABLE IF EXISTS `account_vnet_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `account_vnet_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) DEFAULT NULL,
  `vnet_range` varchar(255) NOT NULL COMMENT 'dedicated guest vlan range',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'account id. foreign key to account table',
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'physical network id. foreign key to the physical network table',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `i_account_vnet_map__physical_network_id` (`physical_network_id`),
  KEY `i_account_vnet_map__account_id` (`account_id`),
  CONSTRAINT `fk_account_vnet_map__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_account_vnet_map__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `affinity_group`
--

DROP TABLE IF EXISTS `affinity_group`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `affinity_group` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL,
  `type` varchar(255) NOT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `description` varchar(4096) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `acl_type` varchar(15) NOT NULL COMMENT 'ACL access type. can be Account/Domain',
  PRIMARY KEY (`id`),
  UNIQUE KEY `name` (`name`,`account_id`),
  UNIQUE KEY `uc_affinity_group__uuid` (`uuid`),
  KEY `fk_affinity_group__account_id` (`account_id`),
  KEY `fk_affinity_group__domain_id` (`domain_id`),
  CONSTRAINT `fk_affinity_group__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_affinity_group__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `affinity_group_domain_map`
--

DROP TABLE IF EXISTS `affinity_group_domain_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `affinity_group_domain_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain id',
  `affinity_group_id` bigint(20) unsigned NOT NULL COMMENT 'affinity group id',
  `subdomain_access` int(1) unsigned DEFAULT 1 COMMENT '1 if affinity group can be accessible from the subdomain',
  PRIMARY KEY (`id`),
  KEY `fk_affinity_group_domain_map__domain_id` (`domain_id`),
  KEY `fk_affinity_group_domain_map__affinity_group_id` (`affinity_group_id`),
  CONSTRAINT `fk_affinity_group_domain_map__affinity_group_id` FOREIGN KEY (`affinity_group_id`) REFERENCES `affinity_group` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_affinity_group_domain_map__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `affinity_group_view`
--

DROP TABLE IF EXISTS `affinity_group_view`;
/*!50001 DROP VIEW IF EXISTS `affinity_group_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `affinity_group_view` AS SELECT
 NULL AS `id`,
 NULL AS `name`,
 NULL AS `type`,
 NULL AS `description`,
 NULL AS `uuid`,
 NULL AS `acl_type`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name`,
 NULL AS `vm_id`,
 NULL AS `vm_uuid`,
 NULL AS `vm_name`,
 NULL AS `vm_state`,
 NULL AS `vm_display_name` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `affinity_group_vm_map`
--

DROP TABLE IF EXISTS `affinity_group_vm_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `affinity_group_vm_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `affinity_group_id` bigint(20) unsigned NOT NULL,
  `instance_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_agvm__group_id` (`affinity_group_id`),
  KEY `fk_affinity_group_vm_map___instance_id` (`instance_id`),
  CONSTRAINT `fk_affinity_group_vm_map___instance_id` FOREIGN KEY (`instance_id`) REFERENCES `user_vm` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_agvm__group_id` FOREIGN KEY (`affinity_group_id`) REFERENCES `affinity_group` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `alert`
--

DROP TABLE IF EXISTS `alert`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `alert` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `type` int(1) unsigned NOT NULL,
  `cluster_id` bigint(20) unsigned DEFAULT NULL,
  `pod_id` bigint(20) unsigned DEFAULT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL,
  `subject` varchar(999) DEFAULT NULL COMMENT 'according to SMTP spec, max subject length is 1000 including the CRLF character, so allow enough space to fit long pod/zone/host names',
  `sent_count` int(3) unsigned NOT NULL,
  `created` datetime DEFAULT NULL COMMENT 'when this alert type was created',
  `last_sent` datetime DEFAULT NULL COMMENT 'Last time the alert was sent',
  `resolved` datetime DEFAULT NULL COMMENT 'when the alert status was resolved (available memory no longer at critical level, etc.)',
  `archived` tinyint(1) unsigned NOT NULL DEFAULT 0,
  `name` varchar(255) DEFAULT NULL COMMENT 'name of the alert',
  `content` varchar(5000) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_alert__uuid` (`uuid`),
  KEY `i_alert__last_sent` (`last_sent`),
  KEY `i_alert__archived__created` (`archived`,`created`),
  KEY `i_alert__type__data_center_id__pod_id` (`type`,`data_center_id`,`pod_id`)
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `annotations`
--

DROP TABLE IF EXISTS `annotations`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `annotations` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `annotation` text CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL,
  `entity_uuid` varchar(40) DEFAULT NULL,
  `entity_type` varchar(32) DEFAULT NULL,
  `user_uuid` varchar(40) DEFAULT NULL,
  `created` datetime DEFAULT NULL COMMENT 'date of creation',
  `removed` datetime DEFAULT NULL COMMENT 'date of removal',
  `admins_only` tinyint(1) unsigned NOT NULL DEFAULT 1,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `uuid_2` (`uuid`),
  KEY `i_entity` (`entity_uuid`,`entity_type`,`created`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `as_number`
--

DROP TABLE IF EXISTS `as_number`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `as_number` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `account_id` bigint(20) unsigned DEFAULT NULL,
  `domain_id` bigint(20) unsigned DEFAULT NULL,
  `as_number` bigint(20) unsigned NOT NULL COMMENT 'the AS Number',
  `as_number_range_id` bigint(20) unsigned NOT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'zone that it belongs to',
  `allocated` datetime DEFAULT NULL COMMENT 'Date this AS Number was allocated to some network',
  `is_allocated` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'indicates if the AS Number is allocated to some network',
  `network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Network this AS Number is associated with',
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'VPC this AS Number is associated with',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk_as_number__number` (`data_center_id`,`as_number`,`as_number_range_id`),
  UNIQUE KEY `uk_as_number__uuid` (`uuid`),
  KEY `fk_as_number__account_id` (`account_id`),
  KEY `fk_as_number__network_id` (`network_id`),
  KEY `fk_as_number__as_number_range_id` (`as_number_range_id`),
  CONSTRAINT `fk_as_number__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_as_number__as_number_range_id` FOREIGN KEY (`as_number_range_id`) REFERENCES `as_number_range` (`id`),
  CONSTRAINT `fk_as_number__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_as_number__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `as_number_range`
--

DROP TABLE IF EXISTS `as_number_range`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `as_number_range` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'zone that it belongs to',
  `start_as_number` bigint(20) unsigned NOT NULL COMMENT 'start AS number of the range',
  `end_as_number` bigint(20) unsigned NOT NULL COMMENT 'end AS number of the range',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk_as_number_range__uuid` (`uuid`),
  UNIQUE KEY `uk_as_number_range__range` (`data_center_id`,`start_as_number`,`end_as_number`,`removed`),
  CONSTRAINT `fk_as_number_range__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `async_job`
--

DROP TABLE IF EXISTS `async_job`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `async_job` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `user_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `instance_type` varchar(64) DEFAULT NULL COMMENT 'instance_type and instance_id work together to allow attaching an instance object to a job',
  `instance_id` bigint(20) unsigned DEFAULT NULL,
  `job_cmd` varchar(255) DEFAULT NULL,
  `job_cmd_info` text CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'command parameter info',
  `job_cmd_ver` int(1) DEFAULT NULL COMMENT 'command version',
  `job_status` int(1) DEFAULT NULL COMMENT 'general job execution status',
  `job_process_status` int(1) DEFAULT NULL COMMENT 'job specific process status for asynchronize progress update',
  `job_result_code` int(1) DEFAULT NULL COMMENT 'job result code, specify error code corresponding to result message',
  `job_result` text CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'job result info',
  `job_init_msid` bigint(20) DEFAULT NULL COMMENT 'the initiating msid',
  `job_complete_msid` bigint(20) DEFAULT NULL COMMENT 'completing msid',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `last_updated` datetime DEFAULT NULL COMMENT 'date created',
  `last_polled` datetime DEFAULT NULL COMMENT 'date polled',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  `uuid` varchar(40) DEFAULT NULL,
  `related` char(40) NOT NULL,
  `job_type` varchar(32) DEFAULT NULL,
  `job_dispatcher` varchar(64) DEFAULT NULL,
  `job_executing_msid` bigint(20) DEFAULT NULL,
  `job_pending_signals` int(10) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_async__uuid` (`uuid`),
  KEY `i_async_job__removed` (`removed`),
  KEY `i_async__user_id` (`user_id`),
  KEY `i_async__account_id` (`account_id`),
  KEY `i_async__instance_type_id` (`instance_type`,`instance_id`),
  KEY `i_async__job_cmd` (`job_cmd`),
  KEY `i_async__created` (`created`),
  KEY `i_async__last_updated` (`last_updated`),
  KEY `i_async__last_poll` (`last_polled`),
  KEY `i_async_job__instance_type__job_status` (`instance_type`,`job_status`)
) ENGINE=InnoDB AUTO_INCREMENT=38 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `async_job_join_map`
--

DROP TABLE IF EXISTS `async_job_join_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `async_job_join_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `job_id` bigint(20) unsigned NOT NULL,
  `join_job_id` bigint(20) unsigned NOT NULL,
  `join_status` int(11) NOT NULL,
  `join_result` varchar(1024) DEFAULT NULL,
  `join_msid` bigint(20) DEFAULT NULL,
  `complete_msid` bigint(20) DEFAULT NULL,
  `sync_source_id` bigint(20) DEFAULT NULL COMMENT 'upper-level job sync source info before join',
  `wakeup_handler` varchar(64) DEFAULT NULL,
  `wakeup_dispatcher` varchar(64) DEFAULT NULL,
  `wakeup_interval` bigint(20) NOT NULL DEFAULT 3000 COMMENT 'wakeup interval in seconds',
  `created` datetime NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `next_wakeup` datetime DEFAULT NULL,
  `expiration` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `fk_async_job_join_map__join` (`job_id`,`join_job_id`),
  KEY `i_async_job_join_map__join_job_id` (`join_job_id`),
  KEY `i_async_job_join_map__created` (`created`),
  KEY `i_async_job_join_map__last_updated` (`last_updated`),
  KEY `i_async_job_join_map__next_wakeup` (`next_wakeup`),
  KEY `i_async_job_join_map__expiration` (`expiration`),
  CONSTRAINT `fk_async_job_join_map__job_id` FOREIGN KEY (`job_id`) REFERENCES `async_job` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=18 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `async_job_journal`
--

DROP TABLE IF EXISTS `async_job_journal`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `async_job_journal` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `job_id` bigint(20) unsigned NOT NULL,
  `journal_type` varchar(32) DEFAULT NULL,
  `journal_text` varchar(1024) DEFAULT NULL COMMENT 'journal descriptive informaton',
  `journal_obj` varchar(1024) DEFAULT NULL COMMENT 'journal strutural information, JSON encoded object',
  `created` datetime NOT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  KEY `fk_async_job_journal__job_id` (`job_id`),
  CONSTRAINT `fk_async_job_journal__job_id` FOREIGN KEY (`job_id`) REFERENCES `async_job` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `async_job_view`
--

DROP TABLE IF EXISTS `async_job_view`;
/*!50001 DROP VIEW IF EXISTS `async_job_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `async_job_view` AS SELECT
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `user_id`,
 NULL AS `user_uuid`,
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `job_cmd`,
 NULL AS `job_status`,
 NULL AS `job_process_status`,
 NULL AS `job_result_code`,
 NULL AS `job_result`,
 NULL AS `created`,
 NULL AS `removed`,
 NULL AS `instance_type`,
 NULL AS `instance_id`,
 NULL AS `job_executing_msid`,
 NULL AS `instance_uuid` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `autoscale_policies`
--

DROP TABLE IF EXISTS `autoscale_policies`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `autoscale_policies` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `name` varchar(255) DEFAULT NULL COMMENT 'name of the autoscale policy',
  `domain_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `duration` int(10) unsigned NOT NULL,
  `quiet_time` int(10) unsigned NOT NULL,
  `last_quiet_time` datetime DEFAULT NULL,
  `action` varchar(15) DEFAULT NULL,
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_autoscale_policies__uuid` (`uuid`),
  KEY `fk_autoscale_policies__domain_id` (`domain_id`),
  KEY `fk_autoscale_policies__account_id` (`account_id`),
  KEY `i_autoscale_policies__removed` (`removed`),
  CONSTRAINT `fk_autoscale_policies__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_autoscale_policies__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `autoscale_policy_condition_map`
--

DROP TABLE IF EXISTS `autoscale_policy_condition_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `autoscale_policy_condition_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `policy_id` bigint(20) unsigned NOT NULL,
  `condition_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_autoscale_policy_condition_map__condition_id` (`condition_id`),
  KEY `i_autoscale_policy_condition_map__policy_id` (`policy_id`),
  CONSTRAINT `fk_autoscale_policy_condition_map__condition_id` FOREIGN KEY (`condition_id`) REFERENCES `conditions` (`id`),
  CONSTRAINT `fk_autoscale_policy_condition_map__policy_id` FOREIGN KEY (`policy_id`) REFERENCES `autoscale_policies` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `autoscale_vmgroup_details`
--

DROP TABLE IF EXISTS `autoscale_vmgroup_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `autoscale_vmgroup_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `autoscale_vmgroup_id` bigint(20) unsigned NOT NULL COMMENT 'VPC gateway id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_autoscale_vmgroup_details__autoscale_vmgroup_id` (`autoscale_vmgroup_id`),
  CONSTRAINT `fk_autoscale_vmgroup_details__autoscale_vmgroup_id` FOREIGN KEY (`autoscale_vmgroup_id`) REFERENCES `autoscale_vmgroups` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `autoscale_vmgroup_policy_map`
--

DROP TABLE IF EXISTS `autoscale_vmgroup_policy_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `autoscale_vmgroup_policy_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vmgroup_id` bigint(20) unsigned NOT NULL,
  `policy_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_autoscale_vmgroup_policy_map__policy_id` (`policy_id`),
  KEY `i_autoscale_vmgroup_policy_map__vmgroup_id` (`vmgroup_id`),
  CONSTRAINT `fk_autoscale_vmgroup_policy_map__policy_id` FOREIGN KEY (`policy_id`) REFERENCES `autoscale_policies` (`id`),
  CONSTRAINT `fk_autoscale_vmgroup_policy_map__vmgroup_id` FOREIGN KEY (`vmgroup_id`) REFERENCES `autoscale_vmgroups` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `autoscale_vmgroup_statistics`
--

DROP TABLE IF EXISTS `autoscale_vmgroup_statistics`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `autoscale_vmgroup_statistics` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vmgroup_id` bigint(20) unsigned NOT NULL,
  `policy_id` bigint(20) unsigned NOT NULL,
  `counter_id` bigint(20) unsigned NOT NULL,
  `resource_id` bigint(20) unsigned DEFAULT NULL,
  `resource_type` varchar(255) NOT NULL,
  `raw_value` double NOT NULL,
  `value_type` varchar(255) NOT NULL,
  `created` datetime NOT NULL COMMENT 'Date this data is created',
  `state` varchar(255) NOT NULL COMMENT 'State of the data',
  PRIMARY KEY (`id`),
  KEY `i_autoscale_vmgroup_statistics__vmgroup_id` (`vmgroup_id`),
  KEY `i_autoscale_vmgroup_statistics__policy_id` (`policy_id`),
  KEY `i_autoscale_vmgroup_statistics__counter_id` (`counter_id`),
  CONSTRAINT `fk_autoscale_vmgroup_statistics__vmgroup_id` FOREIGN KEY (`vmgroup_id`) REFERENCES `autoscale_vmgroups` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `autoscale_vmgroup_vm_map`
--

DROP TABLE IF EXISTS `autoscale_vmgroup_vm_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `autoscale_vmgroup_vm_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vmgroup_id` bigint(20) unsigned NOT NULL,
  `instance_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_autoscale_vmgroup_vm_map__instance_id` (`instance_id`),
  KEY `i_autoscale_vmgroup_vm_map__vmgroup_id` (`vmgroup_id`),
  CONSTRAINT `fk_autoscale_vmgroup_vm_map__instance_id` FOREIGN KEY (`instance_id`) REFERENCES `vm_instance` (`id`),
  CONSTRAINT `fk_autoscale_vmgroup_vm_map__vmgroup_id` FOREIGN KEY (`vmgroup_id`) REFERENCES `autoscale_vmgroups` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `autoscale_vmgroups`
--

DROP TABLE IF EXISTS `autoscale_vmgroups`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `autoscale_vmgroups` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `zone_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `load_balancer_id` bigint(20) unsigned NOT NULL,
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'name of the autoscale vm group',
  `min_members` int(10) unsigned DEFAULT 1,
  `max_members` int(10) unsigned NOT NULL,
  `member_port` int(10) unsigned NOT NULL,
  `interval` int(10) unsigned NOT NULL,
  `profile_id` bigint(20) unsigned NOT NULL,
  `state` varchar(255) NOT NULL COMMENT 'enabled or disabled, a vmgroup is disabled to stop autoscaling activity',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the entry can be displayed to the end user',
  `last_interval` datetime DEFAULT NULL COMMENT 'last updated time',
  `next_vm_seq` bigint(20) unsigned NOT NULL DEFAULT 1,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_autoscale_vmgroups__uuid` (`uuid`),
  KEY `fk_autoscale_vmgroup__autoscale_vmprofile_id` (`profile_id`),
  KEY `fk_autoscale_vmgroups__domain_id` (`domain_id`),
  KEY `fk_autoscale_vmgroups__account_id` (`account_id`),
  KEY `fk_autoscale_vmgroups__zone_id` (`zone_id`),
  KEY `i_autoscale_vmgroups__removed` (`removed`),
  KEY `i_autoscale_vmgroups__load_balancer_id` (`load_balancer_id`),
  CONSTRAINT `fk_autoscale_vmgroup__autoscale_vmprofile_id` FOREIGN KEY (`profile_id`) REFERENCES `autoscale_vmprofiles` (`id`),
  CONSTRAINT `fk_autoscale_vmgroups__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_autoscale_vmgroups__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_autoscale_vmgroups__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `autoscale_vmprofile_details`
--

DROP TABLE IF EXISTS `autoscale_vmprofile_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `autoscale_vmprofile_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `autoscale_vmprofile_id` bigint(20) unsigned NOT NULL COMMENT 'VPC gateway id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_autoscale_vmprofile_details__autoscale_vmprofile_id` (`autoscale_vmprofile_id`),
  CONSTRAINT `fk_autoscale_vmprofile_details__autoscale_vmprofile_id` FOREIGN KEY (`autoscale_vmprofile_id`) REFERENCES `autoscale_vmprofiles` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `autoscale_vmprofiles`
--

DROP TABLE IF EXISTS `autoscale_vmprofiles`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `autoscale_vmprofiles` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `zone_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `autoscale_user_id` bigint(20) unsigned DEFAULT NULL,
  `service_offering_id` bigint(20) unsigned NOT NULL,
  `template_id` bigint(20) unsigned NOT NULL,
  `other_deploy_params` varchar(1024) DEFAULT NULL COMMENT 'other deployment parameters that is in addition to zoneid,serviceofferingid,domainid',
  `expunge_vm_grace_period` int(10) unsigned DEFAULT NULL COMMENT 'the time allowed for existing connections to get closed before a vm is expunged',
  `counter_params` varchar(1024) DEFAULT NULL COMMENT 'the parameters for the counter to be used to get metric information from VMs',
  `user_data` mediumtext DEFAULT NULL,
  `user_data_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the user data',
  `user_data_details` mediumtext DEFAULT NULL COMMENT 'value of the comma-separated list of parameters',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the entry can be displayed to the end user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_autoscale_vmprofiles__uuid` (`uuid`),
  KEY `fk_autoscale_vmprofiles__domain_id` (`domain_id`),
  KEY `fk_autoscale_vmprofiles__account_id` (`account_id`),
  KEY `fk_autoscale_vmprofiles__autoscale_user_id` (`autoscale_user_id`),
  KEY `i_autoscale_vmprofiles__removed` (`removed`),
  KEY `fk_autoscale_vmprofiles__user_data_id` (`user_data_id`),
  CONSTRAINT `fk_autoscale_vmprofiles__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_autoscale_vmprofiles__autoscale_user_id` FOREIGN KEY (`autoscale_user_id`) REFERENCES `user` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_autoscale_vmprofiles__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_autoscale_vmprofiles__user_data_id` FOREIGN KEY (`user_data_id`) REFERENCES `user_data` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `backup_details`
--

DROP TABLE IF EXISTS `backup_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `backup_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `backup_id` bigint(20) unsigned NOT NULL COMMENT 'backup id',
  `name` varchar(255) NOT NULL,
  `value` text NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'Should detail be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_backup_details__backup_id` (`backup_id`),
  CONSTRAINT `fk_backup_details__backup_id` FOREIGN KEY (`backup_id`) REFERENCES `backups` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `backup_offering`
--

DROP TABLE IF EXISTS `backup_offering`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `backup_offering` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) NOT NULL,
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL COMMENT 'backup offering name',
  `description` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL COMMENT 'backup offering description',
  `external_id` varchar(255) DEFAULT NULL COMMENT 'external ID on provider side',
  `user_driven_backup` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'whether user can do adhoc backups and backup schedules allowed, default false',
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'zone id',
  `provider` varchar(255) NOT NULL COMMENT 'backup provider',
  `created` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_backup_offering__zone_id` (`zone_id`),
  CONSTRAINT `fk_backup_offering__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `backup_repository`
--

DROP TABLE IF EXISTS `backup_repository`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `backup_repository` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id of the backup repository',
  `uuid` varchar(255) NOT NULL COMMENT 'uuid of the backup repository',
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL COMMENT 'name of the backup repository',
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'id of zone',
  `provider` varchar(255) NOT NULL COMMENT 'backup provider name',
  `type` varchar(255) NOT NULL COMMENT 'backup repo type',
  `address` varchar(1024) NOT NULL COMMENT 'url of the backup repository',
  `mount_opts` varchar(1024) NOT NULL COMMENT 'mount options for the backup repository',
  `used_bytes` bigint(20) unsigned DEFAULT NULL,
  `capacity_bytes` bigint(20) unsigned DEFAULT NULL,
  `created` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL,
  `cross_zone_instance_creation` tinyint(1) DEFAULT NULL COMMENT 'Backup Repository can be used for disaster recovery on another zone',
  PRIMARY KEY (`id`),
  KEY `i_backup_repository__uuid` (`uuid`),
  KEY `i_backup_repository__zone_id_provider` (`zone_id`,`provider`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `backup_schedule`
--

DROP TABLE IF EXISTS `backup_schedule`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `backup_schedule` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vm_id` bigint(20) unsigned NOT NULL,
  `schedule_type` int(4) DEFAULT NULL COMMENT 'backup schedulet type e.g. hourly, daily, etc.',
  `schedule` varchar(100) DEFAULT NULL COMMENT 'schedule time of execution',
  `timezone` varchar(100) DEFAULT NULL COMMENT 'the timezone in which the schedule time is specified',
  `scheduled_timestamp` datetime DEFAULT NULL COMMENT 'Time at which the backup was scheduled for execution',
  `async_job_id` bigint(20) unsigned DEFAULT NULL COMMENT 'If this schedule is being executed, it is the id of the create aysnc_job. Before that it is null',
  `max_backups` int(8) unsigned NOT NULL DEFAULT 0 COMMENT 'Maximum number of backups to be retained',
  `quiescevm` tinyint(1) DEFAULT NULL COMMENT 'Quiesce VM before taking backup',
  `uuid` varchar(40) NOT NULL,
  `domain_id` bigint(20) DEFAULT NULL,
  `account_id` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_backup_schedule__vm_id` (`vm_id`),
  CONSTRAINT `fk_backup_schedule__vm_id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `backups`
--

DROP TABLE IF EXISTS `backups`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `backups` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) NOT NULL,
  `vm_id` bigint(20) unsigned NOT NULL,
  `external_id` varchar(255) DEFAULT NULL COMMENT 'external ID',
  `type` varchar(255) NOT NULL COMMENT 'backup type',
  `size` bigint(20) DEFAULT 0 COMMENT 'size of the backup',
  `protected_size` bigint(20) DEFAULT 0,
  `status` varchar(32) DEFAULT NULL,
  `backup_offering_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `zone_id` bigint(20) unsigned NOT NULL,
  `removed` datetime DEFAULT NULL,
  `date` datetime DEFAULT NULL,
  `backed_volumes` text CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'details of backed-up volumes',
  `backup_schedule_id` bigint(20) unsigned DEFAULT NULL,
  `name` varchar(255) NOT NULL,
  `description` varchar(1024) DEFAULT NULL COMMENT 'description for the backup',
  `backup_interval_type` int(5) DEFAULT NULL COMMENT 'type of backup, e.g. manual, recurring - hourly, daily, weekly or monthly',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_backup__vm_id` (`vm_id`),
  KEY `fk_backup__account_id` (`account_id`),
  CONSTRAINT `fk_backup__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_backup__vm_id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `baremetal_dhcp_devices`
--

DROP TABLE IF EXISTS `baremetal_dhcp_devices`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `baremetal_dhcp_devices` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `nsp_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Network Service Provider ID',
  `pod_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Pod id where this dhcp server in',
  `device_type` varchar(255) DEFAULT NULL COMMENT 'type of the external device',
  `physical_network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the physical network in to which external dhcp device is added',
  `host_id` bigint(20) unsigned DEFAULT NULL COMMENT 'host id corresponding to the external dhcp device',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_external_dhcp_devices_nsp_id` (`nsp_id`),
  KEY `fk_external_dhcp_devices_host_id` (`host_id`),
  KEY `fk_external_dhcp_devices_physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_external_dhcp_devices_host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_dhcp_devices_nsp_id` FOREIGN KEY (`nsp_id`) REFERENCES `physical_network_service_providers` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_dhcp_devices_physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `baremetal_pxe_devices`
--

DROP TABLE IF EXISTS `baremetal_pxe_devices`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `baremetal_pxe_devices` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `nsp_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Network Service Provider ID',
  `pod_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Pod id where this pxe server in, for pxe per zone this field is null',
  `device_type` varchar(255) DEFAULT NULL COMMENT 'type of the pxe device',
  `physical_network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the physical network in to which external pxe device is added',
  `host_id` bigint(20) unsigned DEFAULT NULL COMMENT 'host id corresponding to the external pxe device',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_external_pxe_devices_nsp_id` (`nsp_id`),
  KEY `fk_external_pxe_devices_host_id` (`host_id`),
  KEY `fk_external_pxe_devices_physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_external_pxe_devices_host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_pxe_devices_nsp_id` FOREIGN KEY (`nsp_id`) REFERENCES `physical_network_service_providers` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_pxe_devices_physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `baremetal_rct`
--

DROP TABLE IF EXISTS `baremetal_rct`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `baremetal_rct` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) NOT NULL,
  `url` varchar(2048) NOT NULL,
  `rct` text NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `bgp_peer_details`
--

DROP TABLE IF EXISTS `bgp_peer_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `bgp_peer_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `bgp_peer_id` bigint(20) unsigned NOT NULL COMMENT 'bgp peer id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_bgp_peer_details__bgp_peer_id` (`bgp_peer_id`),
  CONSTRAINT `fk_bgp_peer_details__bgp_peer_id` FOREIGN KEY (`bgp_peer_id`) REFERENCES `bgp_peers` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `bgp_peer_network_map`
--

DROP TABLE IF EXISTS `bgp_peer_network_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `bgp_peer_network_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `bgp_peer_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the BGP peer',
  `network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'network which BGP peer is associated to',
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vpc which BGP peer is associated to',
  `state` varchar(40) DEFAULT NULL,
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  PRIMARY KEY (`id`),
  KEY `fk_bgp_peer_network_map__bgp_peer_id` (`bgp_peer_id`),
  KEY `fk_bgp_peer_network_map__network_id` (`network_id`),
  KEY `fk_bgp_peer_network_map__vpc_id` (`vpc_id`),
  CONSTRAINT `fk_bgp_peer_network_map__bgp_peer_id` FOREIGN KEY (`bgp_peer_id`) REFERENCES `bgp_peers` (`id`),
  CONSTRAINT `fk_bgp_peer_network_map__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`),
  CONSTRAINT `fk_bgp_peer_network_map__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `bgp_peers`
--

DROP TABLE IF EXISTS `bgp_peers`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `bgp_peers` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'zone it belongs to',
  `ip4_address` varchar(40) DEFAULT NULL COMMENT 'IPv4 address of the BGP peer',
  `ip6_address` varchar(40) DEFAULT NULL COMMENT 'IPv6 address of the BGP peer',
  `as_number` bigint(20) unsigned NOT NULL COMMENT 'AS number of the BGP peer',
  `password` varchar(255) DEFAULT NULL COMMENT 'Password of the BGP peer',
  `domain_id` bigint(20) unsigned DEFAULT NULL COMMENT 'domain the subnet belongs to',
  `account_id` bigint(20) unsigned DEFAULT NULL COMMENT 'owner of this subnet',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk_bgp_peers__uuid` (`uuid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `brocade_network_vlan_map`
--

DROP TABLE IF EXISTS `brocade_network_vlan_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `brocade_network_vlan_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the network',
  `vlan_id` int(10) DEFAULT NULL COMMENT 'vlan id of the network',
  PRIMARY KEY (`id`),
  KEY `fk_brocade_network_vlan_map__network_id` (`network_id`),
  CONSTRAINT `fk_brocade_network_vlan_map__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `bucket`
--

DROP TABLE IF EXISTS `bucket`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `bucket` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `name` varchar(255) NOT NULL COMMENT 'name of bucket',
  `object_store_id` varchar(255) NOT NULL COMMENT 'id of object_store',
  `state` varchar(255) NOT NULL COMMENT 'state of the bucket',
  `uuid` varchar(255) DEFAULT NULL COMMENT 'uuid of bucket',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain the bucket belongs to',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner of this bucket',
  `size` bigint(20) unsigned DEFAULT NULL COMMENT 'total size of bucket objects',
  `quota` bigint(20) unsigned DEFAULT NULL COMMENT 'Allocated bucket quota in GB',
  `versioning` tinyint(1) DEFAULT NULL COMMENT 'versioning enable/disable',
  `encryption` tinyint(1) DEFAULT NULL COMMENT 'encryption enable/disbale',
  `object_lock` tinyint(1) DEFAULT NULL COMMENT 'Lock objects in bucket',
  `policy` varchar(255) DEFAULT NULL COMMENT 'Bucket Access Policy',
  `access_key` varchar(255) DEFAULT NULL COMMENT 'Bucket Access Key',
  `secret_key` varchar(255) DEFAULT NULL COMMENT 'Bucket Secret Key',
  `bucket_url` varchar(255) DEFAULT NULL COMMENT 'URL to access bucket',
  `created` datetime DEFAULT NULL COMMENT 'date the bucket was created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `bucket_statistics`
--

DROP TABLE IF EXISTS `bucket_statistics`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `bucket_statistics` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner of this bucket',
  `bucket_id` bigint(20) unsigned NOT NULL COMMENT 'id of this bucket',
  `size` bigint(20) unsigned DEFAULT NULL COMMENT 'total size of bucket objects',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `cluster`
--

DROP TABLE IF EXISTS `cluster`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `cluster` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `name` varchar(255) DEFAULT NULL COMMENT 'name for the cluster',
  `uuid` varchar(40) DEFAULT NULL COMMENT 'uuid is different with following guid, while the later one is generated by hypervisor resource',
  `guid` varchar(255) DEFAULT NULL COMMENT 'guid for the cluster',
  `pod_id` bigint(20) unsigned NOT NULL COMMENT 'pod id',
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'data center id',
  `hypervisor_type` varchar(32) DEFAULT NULL,
  `cluster_type` varchar(64) DEFAULT 'CloudManaged',
  `allocation_state` varchar(32) NOT NULL DEFAULT 'Enabled' COMMENT 'Is this cluster enabled for allocation for new resources',
  `managed_state` varchar(32) NOT NULL DEFAULT 'Managed' COMMENT 'Is this cluster managed by cloudstack',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `owner` varchar(255) DEFAULT NULL,
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `lastUpdated` datetime DEFAULT NULL COMMENT 'last updated',
  `engine_state` varchar(32) NOT NULL DEFAULT 'Disabled' COMMENT 'the engine state of the zone',
  `arch` varchar(8) DEFAULT 'x86_64' COMMENT 'the CPU architecture of the hosts in the cluster',
  `storage_access_groups` varchar(255) DEFAULT NULL COMMENT 'storage access groups for the hosts in the cluster',
  PRIMARY KEY (`id`),
  UNIQUE KEY `guid` (`guid`),
  UNIQUE KEY `i_cluster__pod_id__name` (`pod_id`,`name`),
  UNIQUE KEY `uc_cluster__uuid` (`uuid`),
  KEY `fk_cluster__data_center_id` (`data_center_id`),
  KEY `i_cluster__allocation_state` (`allocation_state`),
  KEY `i_cluster__removed` (`removed`),
  KEY `i_cluster__managed_state` (`managed_state`),
  CONSTRAINT `fk_cluster__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__pod_id` FOREIGN KEY (`pod_id`) REFERENCES `host_pod_ref` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `cluster_details`
--

DROP TABLE IF EXISTS `cluster_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `cluster_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `cluster_id` bigint(20) unsigned NOT NULL COMMENT 'cluster id',
  `name` varchar(255) NOT NULL,
  `value` varchar(255) NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_cluster_details__cluster_id` (`cluster_id`),
  KEY `i_cluster_details__name` (`name`),
  CONSTRAINT `fk_cluster_details__cluster_id` FOREIGN KEY (`cluster_id`) REFERENCES `cluster` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `cluster_drs_plan`
--

DROP TABLE IF EXISTS `cluster_drs_plan`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `cluster_drs_plan` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `cluster_id` bigint(20) unsigned NOT NULL,
  `event_id` bigint(20) unsigned NOT NULL,
  `uuid` varchar(40) NOT NULL COMMENT 'schedule uuid',
  `type` varchar(20) NOT NULL COMMENT 'type of plan',
  `status` varchar(20) NOT NULL COMMENT 'status of plan',
  `created` datetime NOT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  KEY `i_cluster_drs_plan__cluster_id_status` (`cluster_id`,`status`),
  KEY `i_cluster_drs_plan__status` (`status`),
  KEY `i_cluster_drs_plan__created` (`created`),
  CONSTRAINT `fk_cluster_drs_plan__cluster_id` FOREIGN KEY (`cluster_id`) REFERENCES `cluster` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `cluster_drs_plan_migration`
--

DROP TABLE IF EXISTS `cluster_drs_plan_migration`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `cluster_drs_plan_migration` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `plan_id` bigint(20) unsigned NOT NULL,
  `vm_id` bigint(20) unsigned NOT NULL,
  `src_host_id` bigint(20) unsigned NOT NULL,
  `dest_host_id` bigint(20) unsigned NOT NULL,
  `job_id` bigint(20) unsigned DEFAULT NULL,
  `status` varchar(20) DEFAULT NULL COMMENT 'status of async job',
  PRIMARY KEY (`id`),
  KEY `i_cluster_drs_plan_migration__plan_id_status` (`plan_id`,`status`),
  CONSTRAINT `fk_cluster_drs_plan_migration__plan_id` FOREIGN KEY (`plan_id`) REFERENCES `cluster_drs_plan` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `cluster_vsm_map`
--

DROP TABLE IF EXISTS `cluster_vsm_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `cluster_vsm_map` (
  `cluster_id` bigint(20) unsigned NOT NULL,
  `vsm_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`cluster_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `cmd_exec_log`
--

DROP TABLE IF EXISTS `cmd_exec_log`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `cmd_exec_log` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id of the system VM agent that command is sent to',
  `instance_id` bigint(20) unsigned NOT NULL COMMENT 'instance id of the system VM that command is executed on',
  `command_name` varchar(255) NOT NULL COMMENT 'command name',
  `weight` int(11) NOT NULL DEFAULT 1 COMMENT 'command weight in consideration of the load factor added to host that is executing the command',
  `created` datetime NOT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  KEY `i_cmd_exec_log__host_id` (`host_id`),
  KEY `i_cmd_exec_log__instance_id` (`instance_id`),
  CONSTRAINT `fk_cmd_exec_log_ref__inst_id` FOREIGN KEY (`instance_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `conditions`
--

DROP TABLE IF EXISTS `conditions`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `conditions` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `counter_id` bigint(20) unsigned NOT NULL COMMENT 'Counter Id',
  `threshold` bigint(20) unsigned NOT NULL COMMENT 'threshold value for the given counter',
  `relational_operator` char(2) DEFAULT NULL COMMENT 'relational operator to be used upon the counter and condition',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain the Condition belongs to',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner of this Condition',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `created` datetime NOT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_conditions__uuid` (`uuid`),
  KEY `fk_conditions__counter_id` (`counter_id`),
  KEY `fk_conditions__account_id` (`account_id`),
  KEY `fk_conditions__domain_id` (`domain_id`),
  KEY `i_conditions__removed` (`removed`),
  CONSTRAINT `fk_conditions__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_conditions__counter_id` FOREIGN KEY (`counter_id`) REFERENCES `counter` (`id`),
  CONSTRAINT `fk_conditions__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `configuration`
--

DROP TABLE IF EXISTS `configuration`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `configuration` (
  `category` varchar(255) NOT NULL DEFAULT 'Advanced',
  `instance` varchar(255) NOT NULL,
  `component` varchar(255) NOT NULL DEFAULT 'management-server',
  `name` varchar(255) NOT NULL,
  `value` varchar(8191) DEFAULT NULL,
  `description` varchar(1024) DEFAULT NULL,
  `default_value` varchar(8191) DEFAULT NULL,
  `updated` datetime DEFAULT NULL COMMENT 'Time this was updated by the server. null means this row is obsolete.',
  `is_dynamic` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'Can the parameter be change dynamically without restarting the server',
  `group_id` bigint(20) unsigned DEFAULT 1 COMMENT 'group id this configuration belongs to',
  `subgroup_id` bigint(20) unsigned DEFAULT 1 COMMENT 'subgroup id this configuration belongs to',
  `parent` varchar(255) DEFAULT NULL COMMENT 'name of the parent configuration if this depends on it',
  `display_text` varchar(255) DEFAULT NULL COMMENT 'Short text about configuration to display to the users',
  `kind` varchar(255) DEFAULT NULL COMMENT 'kind of the value such as order, csv, etc',
  `options` varchar(255) DEFAULT NULL COMMENT 'possible options for the value',
  `scope` bigint(20) NOT NULL DEFAULT 0 COMMENT 'Bitmask for scope(s) of this parameter',
  PRIMARY KEY (`name`),
  KEY `i_configuration__instance` (`instance`),
  KEY `i_configuration__name` (`name`),
  KEY `i_configuration__category` (`category`),
  KEY `i_configuration__component` (`component`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `configuration_group`
--

DROP TABLE IF EXISTS `configuration_group`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `configuration_group` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `name` varchar(255) NOT NULL COMMENT 'name of the configuration group',
  `description` varchar(1024) DEFAULT NULL COMMENT 'description of the configuration group',
  `precedence` bigint(20) unsigned DEFAULT 999 COMMENT 'precedence for the configuration group',
  PRIMARY KEY (`id`),
  UNIQUE KEY `name` (`name`)
) ENGINE=InnoDB AUTO_INCREMENT=11 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `configuration_subgroup`
--

DROP TABLE IF EXISTS `configuration_subgroup`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `configuration_subgroup` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `name` varchar(255) NOT NULL COMMENT 'name of the configuration subgroup',
  `keywords` varchar(4096) DEFAULT NULL COMMENT 'comma-separated keywords for the configuration subgroup',
  `precedence` bigint(20) unsigned DEFAULT 999 COMMENT 'precedence for the configuration subgroup',
  `group_id` bigint(20) unsigned NOT NULL COMMENT 'configuration group id',
  PRIMARY KEY (`id`),
  UNIQUE KEY `name` (`name`,`group_id`),
  KEY `fk_configuration_subgroup__group_id` (`group_id`),
  CONSTRAINT `fk_configuration_subgroup__group_id` FOREIGN KEY (`group_id`) REFERENCES `configuration_group` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=43 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `console_proxy`
--

DROP TABLE IF EXISTS `console_proxy`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `console_proxy` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `public_mac_address` varchar(17) DEFAULT NULL COMMENT 'mac address of the public facing network card',
  `public_ip_address` char(40) DEFAULT NULL COMMENT 'public ip address for the console proxy',
  `public_netmask` varchar(15) DEFAULT NULL COMMENT 'public netmask used for the console proxy',
  `active_session` int(10) NOT NULL DEFAULT 0 COMMENT 'active session number',
  `last_update` datetime DEFAULT NULL COMMENT 'Last session update time',
  `session_details` blob DEFAULT NULL COMMENT 'session detail info',
  PRIMARY KEY (`id`),
  UNIQUE KEY `public_mac_address` (`public_mac_address`),
  CONSTRAINT `fk_console_proxy__id` FOREIGN KEY (`id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=11 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `console_session`
--

DROP TABLE IF EXISTS `console_session`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `console_session` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) NOT NULL COMMENT 'UUID generated for the session',
  `created` datetime NOT NULL COMMENT 'When the session was created',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'Account who generated the session',
  `user_id` bigint(20) unsigned NOT NULL COMMENT 'User who generated the session',
  `instance_id` bigint(20) unsigned NOT NULL COMMENT 'VM for which the session was generated',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'Host where the VM was when the session was generated',
  `acquired` datetime DEFAULT NULL COMMENT 'When the session was acquired',
  `removed` datetime DEFAULT NULL COMMENT 'When the session was removed/used',
  `console_endpoint_creator_address` varchar(45) DEFAULT NULL,
  `client_address` varchar(45) DEFAULT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_consolesession__uuid` (`uuid`),
  KEY `fk_consolesession__account_id` (`account_id`),
  KEY `fk_consolesession__user_id` (`user_id`),
  KEY `fk_consolesession__instance_id` (`instance_id`),
  KEY `fk_consolesession__host_id` (`host_id`),
  CONSTRAINT `fk_consolesession__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_consolesession__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`),
  CONSTRAINT `fk_consolesession__instance_id` FOREIGN KEY (`instance_id`) REFERENCES `vm_instance` (`id`),
  CONSTRAINT `fk_consolesession__user_id` FOREIGN KEY (`user_id`) REFERENCES `user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `counter`
--

DROP TABLE IF EXISTS `counter`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `counter` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `provider` varchar(255) NOT NULL COMMENT 'Network provider name',
  `source` varchar(255) NOT NULL COMMENT 'source e.g. netscaler, snmp',
  `name` varchar(255) NOT NULL COMMENT 'Counter name',
  `value` varchar(255) NOT NULL COMMENT 'Value in case of source=snmp',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `created` datetime NOT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_counter__uuid` (`uuid`),
  UNIQUE KEY `uc_counter__provider__source__value__removed` (`provider`,`source`,`value`,`removed`),
  KEY `i_counter__removed` (`removed`),
  KEY `i_counter__source` (`source`)
) ENGINE=InnoDB AUTO_INCREMENT=115 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `crl`
--

DROP TABLE IF EXISTS `crl`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `crl` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `serial` varchar(255) NOT NULL COMMENT 'certificate''s serial number as hex string',
  `cn` varchar(255) DEFAULT NULL COMMENT 'certificate''s common name',
  `revoker_uuid` varchar(40) DEFAULT NULL COMMENT 'revoker user account uuid',
  `revoked` datetime DEFAULT NULL COMMENT 'date of revocation',
  PRIMARY KEY (`id`),
  UNIQUE KEY `serial` (`serial`),
  UNIQUE KEY `serial_3` (`serial`,`cn`),
  KEY `serial_2` (`serial`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `data_center`
--

DROP TABLE IF EXISTS `data_center`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `data_center` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) DEFAULT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `description` varchar(255) DEFAULT NULL,
  `dns1` varchar(255) NOT NULL,
  `dns2` varchar(255) DEFAULT NULL,
  `internal_dns1` varchar(255) NOT NULL,
  `internal_dns2` varchar(255) DEFAULT NULL,
  `gateway` varchar(15) DEFAULT NULL,
  `netmask` varchar(15) DEFAULT NULL,
  `router_mac_address` varchar(17) NOT NULL DEFAULT '02:00:00:00:00:01' COMMENT 'mac address for the router within the domain',
  `mac_address` bigint(20) unsigned NOT NULL DEFAULT 1 COMMENT 'Next available mac address for the ethernet card interacting with public internet',
  `guest_network_cidr` varchar(18) DEFAULT NULL,
  `domain` varchar(100) DEFAULT NULL COMMENT 'Network domain name of the Vms of the zone',
  `domain_id` bigint(20) unsigned DEFAULT NULL COMMENT 'domain id for the parent domain to this zone (null signifies public zone)',
  `networktype` varchar(255) NOT NULL DEFAULT 'Basic' COMMENT 'Network type of the zone',
  `dns_provider` char(64) DEFAULT 'VirtualRouter',
  `gateway_provider` char(64) DEFAULT 'VirtualRouter',
  `firewall_provider` char(64) DEFAULT 'VirtualRouter',
  `dhcp_provider` char(64) DEFAULT 'VirtualRouter',
  `lb_provider` char(64) DEFAULT 'VirtualRouter',
  `vpn_provider` char(64) DEFAULT 'VirtualRouter',
  `userdata_provider` char(64) DEFAULT 'VirtualRouter',
  `allocation_state` varchar(32) NOT NULL DEFAULT 'Enabled' COMMENT 'Is this data center enabled for allocation for new resources',
  `zone_token` varchar(255) DEFAULT NULL,
  `is_security_group_enabled` tinyint(4) NOT NULL DEFAULT 0 COMMENT '1: enabled, 0: not',
  `is_local_storage_enabled` tinyint(4) NOT NULL DEFAULT 0 COMMENT 'Is local storage offering enabled for this data center; 1: enabled, 0: not',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `owner` varchar(255) DEFAULT NULL,
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `lastUpdated` datetime DEFAULT NULL COMMENT 'last updated',
  `engine_state` varchar(32) NOT NULL DEFAULT 'Disabled' COMMENT 'the engine state of the zone',
  `ip6_dns1` varchar(255) DEFAULT NULL,
  `ip6_dns2` varchar(255) DEFAULT NULL,
  `sort_key` int(32) NOT NULL DEFAULT 0,
  `type` varchar(32) DEFAULT 'Core' COMMENT 'the type of the zone',
  `storage_access_groups` varchar(255) DEFAULT NULL COMMENT 'storage access groups for the hosts in the zone',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_data_center__uuid` (`uuid`),
  KEY `i_data_center__domain_id` (`domain_id`),
  KEY `i_data_center__allocation_state` (`allocation_state`),
  KEY `i_data_center__zone_token` (`zone_token`),
  KEY `i_data_center__removed` (`removed`),
  CONSTRAINT `fk_data_center__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `data_center_details`
--

DROP TABLE IF EXISTS `data_center_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `data_center_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `dc_id` bigint(20) unsigned NOT NULL COMMENT 'dc id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_dc_details__dc_id` (`dc_id`),
  CONSTRAINT `fk_dc_details__dc_id` FOREIGN KEY (`dc_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `data_center_view`
--

DROP TABLE IF EXISTS `data_center_view`;
/*!50001 DROP VIEW IF EXISTS `data_center_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `data_center_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `is_security_group_enabled`,
 NULL AS `is_local_storage_enabled`,
 NULL AS `description`,
 NULL AS `dns1`,
 NULL AS `dns2`,
 NULL AS `ip6_dns1`,
 NULL AS `ip6_dns2`,
 NULL AS `internal_dns1`,
 NULL AS `internal_dns2`,
 NULL AS `guest_network_cidr`,
 NULL AS `domain`,
 NULL AS `networktype`,
 NULL AS `allocation_state`,
 NULL AS `zone_token`,
 NULL AS `dhcp_provider`,
 NULL AS `type`,
 NULL AS `removed`,
 NULL AS `sort_key`,
 NULL AS `storage_access_groups`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `affinity_group_id`,
 NULL AS `account_id`,
 NULL AS `affinity_group_uuid` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `dc_ip4_guest_subnets`
--

DROP TABLE IF EXISTS `dc_ip4_guest_subnets`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `dc_ip4_guest_subnets` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'zone it belongs to',
  `subnet` varchar(255) NOT NULL COMMENT 'subnet of the ip4 network',
  `domain_id` bigint(20) unsigned DEFAULT NULL COMMENT 'domain the subnet belongs to',
  `account_id` bigint(20) unsigned DEFAULT NULL COMMENT 'owner of this subnet',
  `created` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_dc_ip4_guest_subnets__uuid` (`uuid`),
  KEY `fk_dc_ip4_guest_subnets__data_center_id` (`data_center_id`),
  KEY `fk_dc_ip4_guest_subnets__domain_id` (`domain_id`),
  KEY `fk_dc_ip4_guest_subnets__account_id` (`account_id`),
  CONSTRAINT `fk_dc_ip4_guest_subnets__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_dc_ip4_guest_subnets__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`),
  CONSTRAINT `fk_dc_ip4_guest_subnets__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `dc_ip6_guest_prefix`
--

DROP TABLE IF EXISTS `dc_ip6_guest_prefix`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `dc_ip6_guest_prefix` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'zone it belongs to',
  `prefix` varchar(255) NOT NULL COMMENT 'prefix of the ipv6 network',
  `created` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_dc_ip6_guest_prefix__uuid` (`uuid`),
  KEY `fk_dc_ip6_guest_prefix__data_center_id` (`data_center_id`),
  CONSTRAINT `fk_dc_ip6_guest_prefix__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `dc_storage_network_ip_range`
--

DROP TABLE IF EXISTS `dc_storage_network_ip_range`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `dc_storage_network_ip_range` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `start_ip` char(40) NOT NULL COMMENT 'start ip address',
  `end_ip` char(40) NOT NULL COMMENT 'end ip address',
  `gateway` varchar(15) NOT NULL COMMENT 'gateway ip address',
  `vlan` int(10) unsigned DEFAULT NULL COMMENT 'vlan the storage network on',
  `netmask` varchar(15) NOT NULL COMMENT 'netmask for storage network',
  `data_center_id` bigint(20) unsigned NOT NULL,
  `pod_id` bigint(20) unsigned NOT NULL COMMENT 'pod it belongs to',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'id of corresponding network offering',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_storage_ip_range__uuid` (`uuid`),
  KEY `fk_storage_ip_range__network_id` (`network_id`),
  KEY `fk_storage_ip_range__data_center_id` (`data_center_id`),
  KEY `fk_storage_ip_range__pod_id` (`pod_id`),
  CONSTRAINT `fk_storage_ip_range__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`),
  CONSTRAINT `fk_storage_ip_range__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`),
  CONSTRAINT `fk_storage_ip_range__pod_id` FOREIGN KEY (`pod_id`) REFERENCES `host_pod_ref` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `dedicated_resources`
--

DROP TABLE IF EXISTS `dedicated_resources`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `dedicated_resources` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `data_center_id` bigint(20) unsigned DEFAULT NULL COMMENT 'data center id',
  `pod_id` bigint(20) unsigned DEFAULT NULL COMMENT 'pod id',
  `cluster_id` bigint(20) unsigned DEFAULT NULL COMMENT 'cluster id',
  `host_id` bigint(20) unsigned DEFAULT NULL COMMENT 'host id',
  `domain_id` bigint(20) unsigned DEFAULT NULL COMMENT 'domain id of the domain to which resource is dedicated',
  `account_id` bigint(20) unsigned DEFAULT NULL COMMENT 'account id of the account to which resource is dedicated',
  `affinity_group_id` bigint(20) unsigned NOT NULL COMMENT 'affinity group id associated',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_dedicated_resources__uuid` (`uuid`),
  KEY `fk_dedicated_resources__data_center_id` (`data_center_id`),
  KEY `fk_dedicated_resources__pod_id` (`pod_id`),
  KEY `fk_dedicated_resources__cluster_id` (`cluster_id`),
  KEY `fk_dedicated_resources__host_id` (`host_id`),
  KEY `i_dedicated_resources_domain_id` (`domain_id`),
  KEY `i_dedicated_resources_account_id` (`account_id`),
  KEY `i_dedicated_resources_affinity_group_id` (`affinity_group_id`),
  CONSTRAINT `fk_dedicated_resources__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_dedicated_resources__affinity_group_id` FOREIGN KEY (`affinity_group_id`) REFERENCES `affinity_group` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_dedicated_resources__cluster_id` FOREIGN KEY (`cluster_id`) REFERENCES `cluster` (`id`),
  CONSTRAINT `fk_dedicated_resources__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_dedicated_resources__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`),
  CONSTRAINT `fk_dedicated_resources__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`),
  CONSTRAINT `fk_dedicated_resources__pod_id` FOREIGN KEY (`pod_id`) REFERENCES `host_pod_ref` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `direct_download_certificate`
--

DROP TABLE IF EXISTS `direct_download_certificate`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `direct_download_certificate` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) NOT NULL,
  `alias` varchar(255) NOT NULL,
  `certificate` text NOT NULL,
  `hypervisor_type` varchar(45) NOT NULL,
  `zone_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  KEY `i_direct_download_certificate_alias` (`alias`),
  KEY `fk_direct_download_certificate__zone_id` (`zone_id`),
  CONSTRAINT `fk_direct_download_certificate__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `direct_download_certificate_host_map`
--

DROP TABLE IF EXISTS `direct_download_certificate_host_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `direct_download_certificate_host_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `certificate_id` bigint(20) unsigned NOT NULL,
  `host_id` bigint(20) unsigned NOT NULL,
  `revoked` int(1) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `fk_direct_download_certificate_host_map__host_id` (`host_id`),
  KEY `fk_direct_download_certificate_host_map__certificate_id` (`certificate_id`),
  CONSTRAINT `fk_direct_download_certificate_host_map__certificate_id` FOREIGN KEY (`certificate_id`) REFERENCES `direct_download_certificate` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_direct_download_certificate_host_map__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `disk_offering`
--

DROP TABLE IF EXISTS `disk_offering`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `disk_offering` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `display_text` varchar(4096) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'Optional text set by the admin for display purpose only',
  `disk_size` bigint(20) unsigned NOT NULL COMMENT 'disk space in byte',
  `tags` varchar(4096) DEFAULT NULL COMMENT 'comma separated tags about the disk_offering',
  `recreatable` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'The root disk is always recreatable',
  `use_local_storage` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Indicates whether local storage pools should be used',
  `unique_name` varchar(32) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'unique name',
  `customized` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT '0 implies not customized by default',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  `created` datetime DEFAULT NULL COMMENT 'date the disk offering was created',
  `sort_key` int(32) NOT NULL DEFAULT 0 COMMENT 'sort key used for customising sort method',
  `display_offering` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'Should disk offering be displayed to the end user',
  `customized_iops` tinyint(1) unsigned DEFAULT NULL COMMENT 'Should customized IOPS be displayed to the end user',
  `min_iops` bigint(20) unsigned DEFAULT NULL COMMENT 'Minimum IOPS',
  `max_iops` bigint(20) unsigned DEFAULT NULL COMMENT 'Maximum IOPS',
  `bytes_read_rate` bigint(20) DEFAULT NULL,
  `bytes_read_rate_max` bigint(20) DEFAULT NULL,
  `bytes_read_rate_max_length` bigint(20) DEFAULT NULL,
  `bytes_write_rate` bigint(20) DEFAULT NULL,
  `bytes_write_rate_max` bigint(20) DEFAULT NULL,
  `bytes_write_rate_max_length` bigint(20) DEFAULT NULL,
  `iops_read_rate` bigint(20) DEFAULT NULL,
  `iops_read_rate_max` bigint(20) DEFAULT NULL,
  `iops_read_rate_max_length` bigint(20) DEFAULT NULL,
  `iops_write_rate` bigint(20) DEFAULT NULL,
  `iops_write_rate_max` bigint(20) DEFAULT NULL,
  `iops_write_rate_max_length` bigint(20) DEFAULT NULL,
  `state` char(40) NOT NULL DEFAULT 'Active' COMMENT 'state for disk offering',
  `hv_ss_reserve` int(32) unsigned DEFAULT NULL COMMENT 'Hypervisor snapshot reserve space as a percent of a volume (for managed storage using Xen or VMware)',
  `cache_mode` varchar(18) DEFAULT 'none' COMMENT 'The disk cache mode to use for disks created with this offering',
  `provisioning_type` varchar(32) NOT NULL DEFAULT 'thin' COMMENT 'pre allocation setting of the volume',
  `disk_size_strictness` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'To allow or disallow the resize operation on the disks created from this offering',
  `compute_only` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'when set to 1, disk offering has one to one binding with service offering',
  `encrypt` tinyint(1) DEFAULT 0 COMMENT 'volume encrypt requested',
  PRIMARY KEY (`id`),
  UNIQUE KEY `unique_name` (`unique_name`),
  UNIQUE KEY `uc_disk_offering__uuid` (`uuid`),
  KEY `i_disk_offering__removed` (`removed`)
) ENGINE=InnoDB AUTO_INCREMENT=17 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `disk_offering_details`
--

DROP TABLE IF EXISTS `disk_offering_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `disk_offering_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `offering_id` bigint(20) unsigned NOT NULL COMMENT 'offering id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_offering_details__offering_id` (`offering_id`),
  CONSTRAINT `fk_offering_details__offering_id` FOREIGN KEY (`offering_id`) REFERENCES `disk_offering` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `disk_offering_view`
--

DROP TABLE IF EXISTS `disk_offering_view`;
/*!50001 DROP VIEW IF EXISTS `disk_offering_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `disk_offering_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `display_text`,
 NULL AS `provisioning_type`,
 NULL AS `disk_size`,
 NULL AS `min_iops`,
 NULL AS `max_iops`,
 NULL AS `created`,
 NULL AS `tags`,
 NULL AS `customized`,
 NULL AS `customized_iops`,
 NULL AS `removed`,
 NULL AS `use_local_storage`,
 NULL AS `hv_ss_reserve`,
 NULL AS `bytes_read_rate`,
 NULL AS `bytes_read_rate_max`,
 NULL AS `bytes_read_rate_max_length`,
 NULL AS `bytes_write_rate`,
 NULL AS `bytes_write_rate_max`,
 NULL AS `bytes_write_rate_max_length`,
 NULL AS `iops_read_rate`,
 NULL AS `iops_read_rate_max`,
 NULL AS `iops_read_rate_max_length`,
 NULL AS `iops_write_rate`,
 NULL AS `iops_write_rate_max`,
 NULL AS `iops_write_rate_max_length`,
 NULL AS `cache_mode`,
 NULL AS `sort_key`,
 NULL AS `compute_only`,
 NULL AS `display_offering`,
 NULL AS `state`,
 NULL AS `disk_size_strictness`,
 NULL AS `vsphere_storage_policy`,
 NULL AS `encrypt`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `zone_id`,
 NULL AS `zone_uuid`,
 NULL AS `zone_name` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `domain`
--

DROP TABLE IF EXISTS `domain`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `domain` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `parent` bigint(20) unsigned DEFAULT NULL,
  `name` varchar(255) DEFAULT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `owner` bigint(20) unsigned NOT NULL,
  `path` varchar(255) NOT NULL,
  `level` int(10) NOT NULL DEFAULT 0,
  `child_count` int(10) NOT NULL DEFAULT 0,
  `next_child_seq` bigint(20) unsigned NOT NULL DEFAULT 1,
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  `state` char(32) NOT NULL DEFAULT 'Active' COMMENT 'state of the domain',
  `network_domain` varchar(255) DEFAULT NULL,
  `type` varchar(255) NOT NULL DEFAULT 'Normal' COMMENT 'type of the domain - can be Normal or Project',
  PRIMARY KEY (`id`),
  UNIQUE KEY `parent` (`parent`,`name`,`removed`),
  UNIQUE KEY `uc_domain__uuid` (`uuid`),
  KEY `i_domain__path` (`path`),
  KEY `i_domain__removed` (`removed`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `domain_details`
--

DROP TABLE IF EXISTS `domain_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `domain_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'account id',
  `name` varchar(255) NOT NULL,
  `value` varchar(255) NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_domain_details__domain_id` (`domain_id`),
  CONSTRAINT `fk_domain_details__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `domain_network_ref`
--

DROP TABLE IF EXISTS `domain_network_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `domain_network_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain id',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network id',
  `subdomain_access` int(1) unsigned DEFAULT NULL COMMENT '1 if network can be accessible from the subdomain',
  PRIMARY KEY (`id`),
  KEY `fk_domain_network_ref__domain_id` (`domain_id`),
  KEY `fk_domain_network_ref__networks_id` (`network_id`),
  CONSTRAINT `fk_domain_network_ref__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_domain_network_ref__networks_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `domain_router`
--

DROP TABLE IF EXISTS `domain_router`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `domain_router` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `element_id` bigint(20) unsigned NOT NULL COMMENT 'correlated virtual router provider ID',
  `public_mac_address` varchar(17) DEFAULT NULL COMMENT 'mac address of the public facing network card',
  `public_ip_address` char(40) DEFAULT NULL COMMENT 'public ip address used for source net',
  `public_netmask` varchar(15) DEFAULT NULL COMMENT 'netmask used for the domR',
  `guest_netmask` varchar(15) DEFAULT NULL COMMENT 'netmask used for the guest network',
  `guest_ip_address` char(40) DEFAULT NULL COMMENT ' ip address in the guest network',
  `is_redundant_router` int(1) unsigned NOT NULL COMMENT 'if in redundant router mode',
  `priority` int(4) unsigned DEFAULT NULL COMMENT 'priority of router in the redundant router mode',
  `redundant_state` varchar(64) NOT NULL COMMENT 'the state of redundant virtual router',
  `stop_pending` int(1) unsigned NOT NULL COMMENT 'if this router would be stopped after we can connect to it',
  `role` varchar(64) NOT NULL COMMENT 'type of role played by this router',
  `template_version` varchar(100) DEFAULT NULL COMMENT 'template version',
  `scripts_version` varchar(128) DEFAULT NULL,
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'correlated virtual router vpc ID',
  `update_state` varchar(64) DEFAULT NULL,
  `software_version` varchar(100) DEFAULT NULL COMMENT 'Software version',
  PRIMARY KEY (`id`),
  KEY `fk_domain_router__element_id` (`element_id`),
  KEY `fk_domain_router__vpc_id` (`vpc_id`),
  KEY `i_domain_router__role` (`role`),
  CONSTRAINT `fk_domain_router__element_id` FOREIGN KEY (`element_id`) REFERENCES `virtual_router_providers` (`id`),
  CONSTRAINT `fk_domain_router__id` FOREIGN KEY (`id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_domain_router__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci COMMENT='information about the domR instance';
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `domain_router_view`
--

DROP TABLE IF EXISTS `domain_router_view`;
/*!50001 DROP VIEW IF EXISTS `domain_router_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `domain_router_view` AS SELECT
 NULL AS `id`,
 NULL AS `name`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name`,
 NULL AS `uuid`,
 NULL AS `created`,
 NULL AS `state`,
 NULL AS `removed`,
 NULL AS `pod_id`,
 NULL AS `instance_name`,
 NULL AS `pod_uuid`,
 NULL AS `data_center_id`,
 NULL AS `data_center_uuid`,
 NULL AS `data_center_name`,
 NULL AS `data_center_network_type`,
 NULL AS `dns1`,
 NULL AS `dns2`,
 NULL AS `ip6_dns1`,
 NULL AS `ip6_dns2`,
 NULL AS `host_id`,
 NULL AS `host_uuid`,
 NULL AS `host_name`,
 NULL AS `hypervisor_type`,
 NULL AS `cluster_id`,
 NULL AS `host_status`,
 NULL AS `host_resource_state`,
 NULL AS `template_id`,
 NULL AS `template_uuid`,
 NULL AS `arch`,
 NULL AS `service_offering_id`,
 NULL AS `service_offering_uuid`,
 NULL AS `service_offering_name`,
 NULL AS `nic_id`,
 NULL AS `nic_uuid`,
 NULL AS `network_id`,
 NULL AS `ip_address`,
 NULL AS `ip6_address`,
 NULL AS `ip6_gateway`,
 NULL AS `ip6_cidr`,
 NULL AS `is_default_nic`,
 NULL AS `gateway`,
 NULL AS `netmask`,
 NULL AS `mac_address`,
 NULL AS `broadcast_uri`,
 NULL AS `isolation_uri`,
 NULL AS `mtu`,
 NULL AS `vpc_id`,
 NULL AS `vpc_uuid`,
 NULL AS `vpc_name`,
 NULL AS `network_uuid`,
 NULL AS `network_name`,
 NULL AS `network_domain`,
 NULL AS `traffic_type`,
 NULL AS `guest_type`,
 NULL AS `job_id`,
 NULL AS `job_uuid`,
 NULL AS `job_status`,
 NULL AS `job_account_id`,
 NULL AS `template_version`,
 NULL AS `scripts_version`,
 NULL AS `is_redundant_router`,
 NULL AS `redundant_state`,
 NULL AS `stop_pending`,
 NULL AS `role`,
 NULL AS `software_version` */;
SET character_set_client = @saved_cs_client;

--
-- Temporary table structure for view `domain_view`
--

DROP TABLE IF EXISTS `domain_view`;
/*!50001 DROP VIEW IF EXISTS `domain_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `domain_view` AS SELECT
 NULL AS `id`,
 NULL AS `parent`,
 NULL AS `name`,
 NULL AS `uuid`,
 NULL AS `owner`,
 NULL AS `path`,
 NULL AS `level`,
 NULL AS `child_count`,
 NULL AS `next_child_seq`,
 NULL AS `created`,
 NULL AS `removed`,
 NULL AS `state`,
 NULL AS `network_domain`,
 NULL AS `type`,
 NULL AS `vmLimit`,
 NULL AS `vmTotal`,
 NULL AS `ipLimit`,
 NULL AS `ipTotal`,
 NULL AS `volumeLimit`,
 NULL AS `volumeTotal`,
 NULL AS `snapshotLimit`,
 NULL AS `snapshotTotal`,
 NULL AS `templateLimit`,
 NULL AS `templateTotal`,
 NULL AS `vpcLimit`,
 NULL AS `vpcTotal`,
 NULL AS `projectLimit`,
 NULL AS `projectTotal`,
 NULL AS `networkLimit`,
 NULL AS `networkTotal`,
 NULL AS `cpuLimit`,
 NULL AS `cpuTotal`,
 NULL AS `memoryLimit`,
 NULL AS `memoryTotal`,
 NULL AS `gpuLimit`,
 NULL AS `gpuTotal`,
 NULL AS `primaryStorageLimit`,
 NULL AS `primaryStorageTotal`,
 NULL AS `secondaryStorageLimit`,
 NULL AS `secondaryStorageTotal`,
 NULL AS `backupLimit`,
 NULL AS `backupTotal`,
 NULL AS `backupStorageLimit`,
 NULL AS `backupStorageTotal`,
 NULL AS `bucketLimit`,
 NULL AS `bucketTotal`,
 NULL AS `objectStorageLimit`,
 NULL AS `objectStorageTotal` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `domain_vlan_map`
--

DROP TABLE IF EXISTS `domain_vlan_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `domain_vlan_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain id. foreign key to domain table',
  `vlan_db_id` bigint(20) unsigned NOT NULL COMMENT 'database id of vlan. foreign key to vlan table',
  PRIMARY KEY (`id`),
  UNIQUE KEY `id` (`id`),
  KEY `i_account_vlan_map__domain_id` (`domain_id`),
  KEY `i_account_vlan_map__vlan_id` (`vlan_db_id`),
  CONSTRAINT `fk_domain_vlan_map__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_domain_vlan_map__vlan_id` FOREIGN KEY (`vlan_db_id`) REFERENCES `vlan` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `elastic_lb_vm_map`
--

DROP TABLE IF EXISTS `elastic_lb_vm_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `elastic_lb_vm_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `ip_addr_id` bigint(20) unsigned NOT NULL,
  `elb_vm_id` bigint(20) unsigned NOT NULL,
  `lb_id` bigint(20) unsigned DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_elastic_lb_vm_map__ip_id` (`ip_addr_id`),
  KEY `fk_elastic_lb_vm_map__elb_vm_id` (`elb_vm_id`),
  KEY `fk_elastic_lb_vm_map__lb_id` (`lb_id`),
  CONSTRAINT `fk_elastic_lb_vm_map__elb_vm_id` FOREIGN KEY (`elb_vm_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_elastic_lb_vm_map__ip_id` FOREIGN KEY (`ip_addr_id`) REFERENCES `user_ip_address` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_elastic_lb_vm_map__lb_id` FOREIGN KEY (`lb_id`) REFERENCES `load_balancing_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `event`
--

DROP TABLE IF EXISTS `event`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `event` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `type` varchar(50) NOT NULL,
  `state` varchar(32) NOT NULL DEFAULT 'Completed',
  `description` varchar(1024) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL,
  `user_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `resource_id` bigint(20) unsigned DEFAULT NULL COMMENT 'ID of the resource associated with the event',
  `resource_type` varchar(32) DEFAULT NULL COMMENT 'Type of the resource associated with the event',
  `created` datetime NOT NULL,
  `level` varchar(16) NOT NULL,
  `start_id` bigint(20) unsigned NOT NULL DEFAULT 0,
  `parameters` varchar(1024) DEFAULT NULL,
  `archived` tinyint(1) unsigned NOT NULL DEFAULT 0,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_event__uuid` (`uuid`),
  KEY `i_event__created` (`created`),
  KEY `i_event__user_id` (`user_id`),
  KEY `i_event__account_id` (`account_id`),
  KEY `i_event__level_id` (`level`),
  KEY `i_event__type_id` (`type`),
  KEY `archived` (`archived`),
  KEY `state` (`state`),
  KEY `i_event__resource_type__resource_id` (`resource_type`,`resource_id`)
) ENGINE=InnoDB AUTO_INCREMENT=115 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `event_view`
--

DROP TABLE IF EXISTS `event_view`;
/*!50001 DROP VIEW IF EXISTS `event_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `event_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `type`,
 NULL AS `state`,
 NULL AS `description`,
 NULL AS `resource_id`,
 NULL AS `resource_type`,
 NULL AS `created`,
 NULL AS `level`,
 NULL AS `parameters`,
 NULL AS `start_id`,
 NULL AS `start_uuid`,
 NULL AS `user_id`,
 NULL AS `archived`,
 NULL AS `display`,
 NULL AS `user_name`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `extension`
--

DROP TABLE IF EXISTS `extension`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `extension` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) NOT NULL,
  `name` varchar(255) NOT NULL,
  `description` varchar(4096) DEFAULT NULL,
  `type` varchar(255) NOT NULL COMMENT 'Type of the extension: Orchestrator, etc',
  `relative_path` varchar(2048) NOT NULL COMMENT 'Path for the extension relative to the root extensions directory',
  `path_ready` tinyint(1) DEFAULT 0 COMMENT 'True if the extension path is in ready state across management servers',
  `is_user_defined` tinyint(1) DEFAULT 0 COMMENT 'True if the extension is added by admin',
  `state` char(32) NOT NULL COMMENT 'State of the extension - Enabled or Disabled',
  `created` datetime NOT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`)
) ENGINE=InnoDB AUTO_INCREMENT=4 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `extension_custom_action`
--

DROP TABLE IF EXISTS `extension_custom_action`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `extension_custom_action` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) NOT NULL,
  `name` varchar(255) NOT NULL,
  `description` varchar(4096) DEFAULT NULL,
  `extension_id` bigint(20) unsigned NOT NULL,
  `resource_type` varchar(255) DEFAULT NULL,
  `allowed_role_types` int(10) unsigned NOT NULL DEFAULT 1,
  `success_message` varchar(4096) DEFAULT NULL,
  `error_message` varchar(4096) DEFAULT NULL,
  `enabled` tinyint(1) DEFAULT 1,
  `timeout` int(10) unsigned NOT NULL DEFAULT 5 COMMENT 'The timeout in seconds to wait for the action to complete before failing',
  `created` datetime NOT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_extension_custom_action__extension_id` (`extension_id`),
  CONSTRAINT `fk_extension_custom_action__extension_id` FOREIGN KEY (`extension_id`) REFERENCES `extension` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=11 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `extension_custom_action_details`
--

DROP TABLE IF EXISTS `extension_custom_action_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `extension_custom_action_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `extension_custom_action_id` bigint(20) unsigned NOT NULL,
  `name` varchar(255) NOT NULL,
  `value` text NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1,
  PRIMARY KEY (`id`),
  KEY `fk_custom_action_details__action_id` (`extension_custom_action_id`),
  CONSTRAINT `fk_custom_action_details__action_id` FOREIGN KEY (`extension_custom_action_id`) REFERENCES `extension_custom_action` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=11 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `extension_details`
--

DROP TABLE IF EXISTS `extension_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `extension_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `extension_id` bigint(20) unsigned NOT NULL COMMENT 'extension to which the detail is related to',
  `name` varchar(255) NOT NULL COMMENT 'name of the detail',
  `value` varchar(255) NOT NULL COMMENT 'value of the detail',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `id` (`id`),
  KEY `fk_extension_details__extension_id` (`extension_id`),
  CONSTRAINT `fk_extension_details__extension_id` FOREIGN KEY (`extension_id`) REFERENCES `extension` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `extension_resource_map`
--

DROP TABLE IF EXISTS `extension_resource_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `extension_resource_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `extension_id` bigint(20) unsigned NOT NULL,
  `resource_id` bigint(20) unsigned NOT NULL,
  `resource_type` char(255) NOT NULL,
  `created` datetime NOT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_extension_resource_map__extension_id` (`extension_id`),
  KEY `idx_extension_resource` (`resource_id`,`resource_type`),
  CONSTRAINT `fk_extension_resource_map__extension_id` FOREIGN KEY (`extension_id`) REFERENCES `extension` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `extension_resource_map_details`
--

DROP TABLE IF EXISTS `extension_resource_map_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `extension_resource_map_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `extension_resource_map_id` bigint(20) unsigned NOT NULL COMMENT 'mapping to which the detail is related',
  `name` varchar(255) NOT NULL COMMENT 'name of the detail',
  `value` varchar(255) NOT NULL COMMENT 'value of the detail',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `id` (`id`),
  KEY `fk_extension_resource_map_details__map_id` (`extension_resource_map_id`),
  CONSTRAINT `fk_extension_resource_map_details__map_id` FOREIGN KEY (`extension_resource_map_id`) REFERENCES `extension_resource_map` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_bigswitch_bcf_devices`
--

DROP TABLE IF EXISTS `external_bigswitch_bcf_devices`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_bigswitch_bcf_devices` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network in to which bigswitch bcf device is added',
  `provider_name` varchar(255) NOT NULL COMMENT 'Service Provider name corresponding to this bigswitch bcf device',
  `device_name` varchar(255) NOT NULL COMMENT 'name of the bigswitch bcf device',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id corresponding to the external bigswitch bcf device',
  `hostname` varchar(255) NOT NULL COMMENT 'host name or IP address for the bigswitch bcf device',
  `username` varchar(255) NOT NULL COMMENT 'username for the bigswitch bcf device',
  `password` varchar(255) NOT NULL COMMENT 'password for the bigswitch bcf device',
  `nat` tinyint(1) NOT NULL COMMENT 'NAT support for the bigswitch bcf device',
  `hash` varchar(255) NOT NULL COMMENT 'topology hash for the bigswitch bcf networks',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_external_bigswitch_bcf_devices__host_id` (`host_id`),
  KEY `fk_external_bigswitch_bcf_devices__physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_external_bigswitch_bcf_devices__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_bigswitch_bcf_devices__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_brocade_vcs_devices`
--

DROP TABLE IF EXISTS `external_brocade_vcs_devices`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_brocade_vcs_devices` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network in to which brocade vcs switch is added',
  `provider_name` varchar(255) NOT NULL COMMENT 'Service Provider name corresponding to this brocade vcs switch',
  `device_name` varchar(255) NOT NULL COMMENT 'name of the brocade vcs switch',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id corresponding to the external brocade vcs switch',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_external_brocade_vcs_devices__host_id` (`host_id`),
  KEY `fk_external_brocade_vcs_devices__physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_external_brocade_vcs_devices__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_brocade_vcs_devices__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_cisco_asa1000v_devices`
--

DROP TABLE IF EXISTS `external_cisco_asa1000v_devices`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_cisco_asa1000v_devices` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network in to which cisco asa1kv device is added',
  `management_ip` varchar(255) NOT NULL COMMENT 'mgmt. ip of cisco asa1kv device',
  `in_port_profile` varchar(255) NOT NULL COMMENT 'inside port profile name of cisco asa1kv device',
  `cluster_id` bigint(20) unsigned NOT NULL COMMENT 'id of the Vmware cluster to which cisco asa1kv device is attached (cisco n1kv switch)',
  PRIMARY KEY (`id`),
  UNIQUE KEY `management_ip` (`management_ip`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_external_cisco_asa1000v_devices__physical_network_id` (`physical_network_id`),
  KEY `fk_external_cisco_asa1000v_devices__cluster_id` (`cluster_id`),
  CONSTRAINT `fk_external_cisco_asa1000v_devices__cluster_id` FOREIGN KEY (`cluster_id`) REFERENCES `cluster` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_cisco_asa1000v_devices__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_cisco_vnmc_devices`
--

DROP TABLE IF EXISTS `external_cisco_vnmc_devices`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_cisco_vnmc_devices` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network in to which cisco vnmc device is added',
  `provider_name` varchar(255) NOT NULL COMMENT 'Service Provider name corresponding to this cisco vnmc device',
  `device_name` varchar(255) NOT NULL COMMENT 'name of the cisco vnmc device',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id corresponding to the external cisco vnmc device',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_external_cisco_vnmc_devices__host_id` (`host_id`),
  KEY `fk_external_cisco_vnmc_devices__physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_external_cisco_vnmc_devices__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_cisco_vnmc_devices__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_firewall_devices`
--

DROP TABLE IF EXISTS `external_firewall_devices`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_firewall_devices` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network in to which firewall device is added',
  `provider_name` varchar(255) NOT NULL COMMENT 'Service Provider name corresponding to this firewall device',
  `device_name` varchar(255) NOT NULL COMMENT 'name of the firewall device',
  `device_state` varchar(32) NOT NULL DEFAULT 'Disabled' COMMENT 'state (enabled/disabled/shutdown) of the device',
  `is_dedicated` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if device/appliance meant for dedicated use only',
  `allocation_state` varchar(32) NOT NULL DEFAULT 'Free' COMMENT 'Allocation state (Free/Allocated) of the device',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id corresponding to the external firewall device',
  `capacity` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'Capacity of the external firewall device',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_external_firewall_devices__host_id` (`host_id`),
  KEY `fk_external_firewall_devices__physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_external_firewall_devices__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_firewall_devices__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_load_balancer_devices`
--

DROP TABLE IF EXISTS `external_load_balancer_devices`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_load_balancer_devices` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network in to which load balancer device is added',
  `provider_name` varchar(255) NOT NULL COMMENT 'Service Provider name corresponding to this load balancer device',
  `device_name` varchar(255) NOT NULL COMMENT 'name of the load balancer device',
  `capacity` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'Capacity of the load balancer device',
  `device_state` varchar(32) NOT NULL DEFAULT 'Disabled' COMMENT 'state (enabled/disabled/shutdown) of the device',
  `allocation_state` varchar(32) NOT NULL DEFAULT 'Free' COMMENT 'Allocation state (Free/Shared/Dedicated/Provider) of the device',
  `is_dedicated` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if device/appliance is provisioned for dedicated use only',
  `is_managed` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if load balancer appliance is provisioned and its life cycle is managed by cloudstack',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id corresponding to the external load balancer device',
  `parent_host_id` bigint(20) unsigned DEFAULT NULL COMMENT 'if the load balancer appliance is cloudstack managed, then host id on which this appliance is provisioned',
  `is_gslb_provider` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if load balancer appliance is acting as gslb service provider in the zone',
  `gslb_site_publicip` varchar(255) DEFAULT NULL COMMENT 'GSLB service Provider site public ip',
  `gslb_site_privateip` varchar(255) DEFAULT NULL COMMENT 'GSLB service Provider site private ip',
  `is_exclusive_gslb_provider` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if load balancer appliance is acting exclusively as gslb service provider in the zone and can not be used for LB',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_external_lb_devices_parent_host_id` (`host_id`),
  KEY `fk_external_lb_devices_physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_external_lb_devices_host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_lb_devices_parent_host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_lb_devices_physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_netscaler_controlcenter`
--

DROP TABLE IF EXISTS `external_netscaler_controlcenter`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_netscaler_controlcenter` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `username` varchar(255) DEFAULT NULL COMMENT 'username of the NCC',
  `password` varchar(255) DEFAULT NULL COMMENT 'password of NCC',
  `ncc_ip` varchar(255) DEFAULT NULL COMMENT 'IP of NCC Manager',
  `num_retries` bigint(20) unsigned NOT NULL DEFAULT 2 COMMENT 'Number of retries in ncc for command failure',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_nicira_nvp_devices`
--

DROP TABLE IF EXISTS `external_nicira_nvp_devices`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_nicira_nvp_devices` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network in to which nicira nvp device is added',
  `provider_name` varchar(255) NOT NULL COMMENT 'Service Provider name corresponding to this nicira nvp device',
  `device_name` varchar(255) NOT NULL COMMENT 'name of the nicira nvp device',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id corresponding to the external nicira nvp device',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_external_nicira_nvp_devices__host_id` (`host_id`),
  KEY `fk_external_nicira_nvp_devices__physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_external_nicira_nvp_devices__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_nicira_nvp_devices__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_opendaylight_controllers`
--

DROP TABLE IF EXISTS `external_opendaylight_controllers`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_opendaylight_controllers` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network in to which the device is added',
  `provider_name` varchar(255) NOT NULL COMMENT 'Service Provider name corresponding to this device',
  `device_name` varchar(255) NOT NULL COMMENT 'name of the device',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id corresponding to the external device',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_external_opendaylight_devices__host_id` (`host_id`),
  KEY `fk_external_opendaylight_devices__physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_external_opendaylight_devices__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_external_opendaylight_devices__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_stratosphere_ssp_credentials`
--

DROP TABLE IF EXISTS `external_stratosphere_ssp_credentials`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_stratosphere_ssp_credentials` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `data_center_id` bigint(20) unsigned NOT NULL,
  `username` varchar(255) NOT NULL,
  `password` varchar(255) NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_stratosphere_ssp_tenants`
--

DROP TABLE IF EXISTS `external_stratosphere_ssp_tenants`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_stratosphere_ssp_tenants` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) NOT NULL COMMENT 'SSP tenant uuid',
  `zone_id` bigint(20) NOT NULL COMMENT 'cloudstack zone_id',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `external_stratosphere_ssp_uuids`
--

DROP TABLE IF EXISTS `external_stratosphere_ssp_uuids`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `external_stratosphere_ssp_uuids` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) NOT NULL COMMENT 'uuid provided by SSP',
  `obj_class` varchar(255) NOT NULL,
  `obj_id` bigint(20) NOT NULL,
  `reservation_id` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `firewall_rule_details`
--

DROP TABLE IF EXISTS `firewall_rule_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `firewall_rule_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `firewall_rule_id` bigint(20) unsigned NOT NULL COMMENT 'Firewall rule id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_firewall_rule_details__firewall_rule_id` (`firewall_rule_id`),
  CONSTRAINT `fk_firewall_rule_details__firewall_rule_id` FOREIGN KEY (`firewall_rule_id`) REFERENCES `firewall_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `firewall_rules`
--

DROP TABLE IF EXISTS `firewall_rules`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `firewall_rules` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `ip_address_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the corresponding ip address',
  `start_port` int(10) DEFAULT NULL COMMENT 'starting port of a port range',
  `end_port` int(10) DEFAULT NULL COMMENT 'end port of a port range',
  `state` char(32) NOT NULL COMMENT 'current state of this rule',
  `protocol` char(16) NOT NULL DEFAULT 'TCP' COMMENT 'protocol to open these ports for',
  `purpose` char(32) NOT NULL COMMENT 'why are these ports opened?',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner id',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain id',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network id',
  `xid` char(40) NOT NULL COMMENT 'external id',
  `created` datetime DEFAULT NULL COMMENT 'Date created',
  `icmp_code` int(10) DEFAULT NULL COMMENT 'The ICMP code (if protocol=ICMP). A value of -1 means all codes for the given ICMP type.',
  `icmp_type` int(10) DEFAULT NULL COMMENT 'The ICMP type (if protocol=ICMP). A value of -1 means all types.',
  `related` bigint(20) unsigned DEFAULT NULL COMMENT 'related to what other firewall rule',
  `type` varchar(10) NOT NULL DEFAULT 'USER',
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vpc the firewall rule is associated with',
  `traffic_type` char(32) DEFAULT NULL COMMENT 'the traffic type of the rule, can be Ingress or Egress',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the rule can be displayed to the end user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_firewall_rules__uuid` (`uuid`),
  KEY `fk_firewall_rules__ip_address_id` (`ip_address_id`),
  KEY `fk_firewall_rules__network_id` (`network_id`),
  KEY `fk_firewall_rules__account_id` (`account_id`),
  KEY `fk_firewall_rules__domain_id` (`domain_id`),
  KEY `fk_firewall_rules__related` (`related`),
  KEY `fk_firewall_rules__vpc_id` (`vpc_id`),
  KEY `i_firewall_rules__purpose` (`purpose`),
  CONSTRAINT `fk_firewall_rules__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_firewall_rules__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_firewall_rules__ip_address_id` FOREIGN KEY (`ip_address_id`) REFERENCES `user_ip_address` (`id`),
  CONSTRAINT `fk_firewall_rules__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_firewall_rules__related` FOREIGN KEY (`related`) REFERENCES `firewall_rules` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_firewall_rules__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `firewall_rules_cidrs`
--

DROP TABLE IF EXISTS `firewall_rules_cidrs`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `firewall_rules_cidrs` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `firewall_rule_id` bigint(20) unsigned NOT NULL COMMENT 'firewall rule id',
  `source_cidr` varchar(43) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `unique_rule_cidrs` (`firewall_rule_id`,`source_cidr`),
  KEY `fk_firewall_cidrs_firewall_rules` (`firewall_rule_id`),
  CONSTRAINT `fk_firewall_cidrs_firewall_rules` FOREIGN KEY (`firewall_rule_id`) REFERENCES `firewall_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `firewall_rules_dcidrs`
--

DROP TABLE IF EXISTS `firewall_rules_dcidrs`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `firewall_rules_dcidrs` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `firewall_rule_id` bigint(20) unsigned NOT NULL,
  `destination_cidr` varchar(43) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `unique_rule_dcidrs` (`firewall_rule_id`,`destination_cidr`),
  KEY `fk_firewall_dcidrs_firewall_rules` (`firewall_rule_id`),
  CONSTRAINT `fk_firewall_dcidrs_firewall_rules` FOREIGN KEY (`firewall_rule_id`) REFERENCES `firewall_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `free_ip_view`
--

DROP TABLE IF EXISTS `free_ip_view`;
/*!50001 DROP VIEW IF EXISTS `free_ip_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `free_ip_view` AS SELECT
 NULL AS `free_ip` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `global_load_balancer_lb_rule_map`
--

DROP TABLE IF EXISTS `global_load_balancer_lb_rule_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `global_load_balancer_lb_rule_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `gslb_rule_id` bigint(20) unsigned NOT NULL,
  `lb_rule_id` bigint(20) unsigned NOT NULL,
  `weight` bigint(20) unsigned NOT NULL DEFAULT 1 COMMENT 'weight of the site in gslb',
  `revoke` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 is when rule is set for Revoke',
  PRIMARY KEY (`id`),
  UNIQUE KEY `gslb_rule_id` (`gslb_rule_id`,`lb_rule_id`),
  KEY `fk_lb_rule_id` (`lb_rule_id`),
  CONSTRAINT `fk_gslb_rule_id` FOREIGN KEY (`gslb_rule_id`) REFERENCES `global_load_balancing_rules` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_lb_rule_id` FOREIGN KEY (`lb_rule_id`) REFERENCES `load_balancing_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `global_load_balancing_rules`
--

DROP TABLE IF EXISTS `global_load_balancing_rules`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `global_load_balancing_rules` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'account id',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain id',
  `region_id` int(10) unsigned NOT NULL,
  `name` varchar(255) NOT NULL,
  `description` varchar(4096) DEFAULT NULL COMMENT 'description',
  `state` char(32) NOT NULL COMMENT 'current state of this rule',
  `algorithm` varchar(255) NOT NULL COMMENT 'load balancing algorithm used to distribbute traffic across zones',
  `persistence` varchar(255) NOT NULL COMMENT 'session persistence used across the zone',
  `service_type` varchar(255) NOT NULL COMMENT 'GSLB service type (tcp/udp)',
  `gslb_domain_name` varchar(255) NOT NULL COMMENT 'DNS name for the GSLB service that is used to provide a FQDN for the GSLB service',
  PRIMARY KEY (`id`),
  KEY `fk_global_load_balancing_rules_account_id` (`account_id`),
  KEY `fk_global_load_balancing_rules_region_id` (`region_id`),
  CONSTRAINT `fk_global_load_balancing_rules_account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_global_load_balancing_rules_region_id` FOREIGN KEY (`region_id`) REFERENCES `region` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `gpu_card`
--

DROP TABLE IF EXISTS `gpu_card`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `gpu_card` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) NOT NULL,
  `device_id` varchar(4) NOT NULL COMMENT 'device id of the GPU card',
  `device_name` varchar(255) NOT NULL COMMENT 'device name of the GPU card',
  `name` varchar(255) NOT NULL COMMENT 'name of the GPU card',
  `vendor_name` varchar(255) NOT NULL COMMENT 'vendor name of the GPU card',
  `vendor_id` varchar(4) NOT NULL COMMENT 'vendor id of the GPU card',
  `created` datetime NOT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  UNIQUE KEY `vendor_id` (`vendor_id`,`device_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci COMMENT='GPU cards supported by CloudStack';
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `gpu_device`
--

DROP TABLE IF EXISTS `gpu_device`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `gpu_device` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) NOT NULL,
  `card_id` bigint(20) unsigned NOT NULL COMMENT 'id of the GPU card',
  `vgpu_profile_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the vGPU profile.',
  `bus_address` varchar(255) NOT NULL COMMENT 'PCI bus address of the GPU device',
  `type` varchar(32) NOT NULL COMMENT 'type of the GPU device. PCI or MDEV',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'id of the host where GPU is installed',
  `vm_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the VM using this GPU device',
  `numa_node` varchar(255) DEFAULT NULL COMMENT 'NUMA node of the GPU device',
  `pci_root` varchar(255) DEFAULT NULL COMMENT 'PCI root of the GPU device',
  `parent_gpu_device_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the parent GPU device. null if it is a physical GPU device and for vGPUs points to the actual GPU',
  `state` varchar(32) NOT NULL COMMENT 'state of the GPU device',
  `managed_state` varchar(32) NOT NULL COMMENT 'resource state of the GPU device',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  UNIQUE KEY `bus_address` (`bus_address`,`host_id`),
  KEY `fk_gpu_devices__card_id` (`card_id`),
  KEY `fk_gpu_devices__host_id` (`host_id`),
  KEY `fk_gpu_devices__vm_id` (`vm_id`),
  KEY `fk_gpu_devices__parent_gpu_device_id` (`parent_gpu_device_id`),
  CONSTRAINT `fk_gpu_devices__card_id` FOREIGN KEY (`card_id`) REFERENCES `gpu_card` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_gpu_devices__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_gpu_devices__parent_gpu_device_id` FOREIGN KEY (`parent_gpu_device_id`) REFERENCES `gpu_device` (`id`) ON DELETE SET NULL,
  CONSTRAINT `fk_gpu_devices__vm_id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`) ON DELETE SET NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci COMMENT='GPU devices installed on hosts';
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `guest_os`
--

DROP TABLE IF EXISTS `guest_os`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `guest_os` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `category_id` bigint(20) unsigned NOT NULL,
  `name` varchar(255) DEFAULT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `display_name` varchar(255) NOT NULL,
  `created` datetime DEFAULT NULL COMMENT 'Time when Guest OS was created in system',
  `removed` datetime DEFAULT NULL COMMENT 'Time when Guest OS was removed if deleted, else NULL',
  `is_user_defined` int(1) unsigned DEFAULT 0 COMMENT 'True if this guest OS type was added by admin',
  `display` tinyint(1) DEFAULT 1 COMMENT 'should this guest_os be shown to the end user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_guest_os__uuid` (`uuid`),
  KEY `fk_guest_os__category_id` (`category_id`),
  CONSTRAINT `fk_guest_os__category_id` FOREIGN KEY (`category_id`) REFERENCES `guest_os_category` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=383 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `guest_os_category`
--

DROP TABLE IF EXISTS `guest_os_category`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `guest_os_category` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) NOT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `featured` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'whether the category is featured or not',
  `sort_key` int(11) NOT NULL DEFAULT 0 COMMENT 'sort key used for customising sort method',
  `created` datetime DEFAULT NULL COMMENT 'date on which the category was created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_guest_os_category__uuid` (`uuid`)
) ENGINE=InnoDB AUTO_INCREMENT=15 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `guest_os_details`
--

DROP TABLE IF EXISTS `guest_os_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `guest_os_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `guest_os_id` bigint(20) unsigned NOT NULL COMMENT 'VPC gateway id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_guest_os_details__guest_os_id` (`guest_os_id`),
  CONSTRAINT `fk_guest_os_details__guest_os_id` FOREIGN KEY (`guest_os_id`) REFERENCES `guest_os` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=349 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `guest_os_hypervisor`
--

DROP TABLE IF EXISTS `guest_os_hypervisor`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `guest_os_hypervisor` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `hypervisor_type` varchar(32) NOT NULL,
  `guest_os_name` varchar(255) NOT NULL,
  `guest_os_id` bigint(20) unsigned NOT NULL,
  `hypervisor_version` varchar(32) NOT NULL DEFAULT 'default' COMMENT 'Hypervisor version for this mapping',
  `uuid` varchar(40) DEFAULT NULL COMMENT 'UUID of the mapping',
  `created` datetime DEFAULT NULL COMMENT 'Time when mapping was created',
  `removed` datetime DEFAULT NULL COMMENT 'Time when mapping was removed if deleted, else NULL',
  `is_user_defined` int(1) unsigned DEFAULT 0 COMMENT 'True if this guest OS mapping was added by admin',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_guest_os_hypervisor__uuid` (`uuid`),
  KEY `guest_os_id` (`guest_os_id`),
  CONSTRAINT `guest_os_hypervisor_ibfk_1` FOREIGN KEY (`guest_os_id`) REFERENCES `guest_os` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=10717 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `gui_themes`
--

DROP TABLE IF EXISTS `gui_themes`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `gui_themes` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) DEFAULT NULL,
  `name` varchar(2048) NOT NULL COMMENT 'A name to identify the theme.',
  `description` varchar(4096) DEFAULT NULL COMMENT 'A description for the theme.',
  `css` text DEFAULT NULL COMMENT 'The CSS to be retrieved and imported into the GUI when matching the theme access configurations.',
  `json_configuration` text DEFAULT NULL COMMENT 'The JSON with the configurations to be retrieved and imported into the GUI when matching the theme access configurations.',
  `recursive_domains` tinyint(1) DEFAULT 0 COMMENT 'Defines whether the subdomains of the informed domains are considered. Default value is false.',
  `is_public` tinyint(1) DEFAULT 1 COMMENT 'Defines whether a theme can be retrieved by anyone when only the `internet_domains_names` is informed. If the `domain_uuids` or `account_uuids` is informed, it is considered as `false`.',
  `created` datetime NOT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `gui_themes_details`
--

DROP TABLE IF EXISTS `gui_themes_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `gui_themes_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `gui_theme_id` bigint(20) unsigned NOT NULL COMMENT 'Foreign key referencing the GUI theme on `gui_themes` table.',
  `type` varchar(100) NOT NULL COMMENT 'The type of GUI theme details. Valid options are: `account`, `domain` and `commonName`',
  `value` text NOT NULL COMMENT 'The value of the `type` details. Can be an UUID (account or domain) or internet common name.',
  PRIMARY KEY (`id`),
  KEY `fk_gui_themes_details__gui_theme_id` (`gui_theme_id`),
  CONSTRAINT `fk_gui_themes_details__gui_theme_id` FOREIGN KEY (`gui_theme_id`) REFERENCES `gui_themes` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `gui_themes_view`
--

DROP TABLE IF EXISTS `gui_themes_view`;
/*!50001 DROP VIEW IF EXISTS `gui_themes_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `gui_themes_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `description`,
 NULL AS `css`,
 NULL AS `json_configuration`,
 NULL AS `common_names`,
 NULL AS `domains`,
 NULL AS `accounts`,
 NULL AS `recursive_domains`,
 NULL AS `is_public`,
 NULL AS `created`,
 NULL AS `removed` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `ha_config`
--

DROP TABLE IF EXISTS `ha_config`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ha_config` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `resource_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the resource',
  `resource_type` varchar(255) NOT NULL COMMENT 'the type of the resource',
  `enabled` int(1) unsigned DEFAULT 0 COMMENT 'is HA enabled for the resource',
  `ha_state` varchar(255) DEFAULT 'Disabled' COMMENT 'HA state',
  `provider` varchar(255) DEFAULT NULL COMMENT 'HA provider',
  `update_count` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'state based incr-only counter for atomic ha_state updates',
  `update_time` datetime DEFAULT NULL COMMENT 'last ha_state update datetime',
  `mgmt_server_id` bigint(20) unsigned DEFAULT NULL COMMENT 'management server id that is responsible for the HA for the resource',
  PRIMARY KEY (`id`),
  UNIQUE KEY `resource_id` (`resource_id`,`resource_type`),
  KEY `i_ha_config__enabled` (`enabled`),
  KEY `i_ha_config__ha_state` (`ha_state`),
  KEY `i_ha_config__mgmt_server_id` (`mgmt_server_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `heuristics`
--

DROP TABLE IF EXISTS `heuristics`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `heuristics` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) NOT NULL,
  `name` text NOT NULL,
  `description` text DEFAULT NULL,
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'ID of the zone to apply the heuristic, foreign key to `data_center` table',
  `type` varchar(255) NOT NULL,
  `heuristic_rule` text NOT NULL COMMENT 'JS script that defines to which secondary storage the resource will be allocated.',
  `created` datetime NOT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_heuristics__zone_id` (`zone_id`),
  CONSTRAINT `fk_heuristics__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `host`
--

DROP TABLE IF EXISTS `host`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `host` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) NOT NULL,
  `uuid` varchar(40) DEFAULT NULL COMMENT 'this uuid is different with guid below, the later one is used by hypervisor resource',
  `status` varchar(32) NOT NULL,
  `type` varchar(32) NOT NULL,
  `private_ip_address` char(40) NOT NULL,
  `private_netmask` varchar(15) DEFAULT NULL,
  `private_mac_address` varchar(17) DEFAULT NULL,
  `storage_ip_address` char(40) DEFAULT NULL,
  `storage_netmask` varchar(15) DEFAULT NULL,
  `storage_mac_address` varchar(17) DEFAULT NULL,
  `storage_ip_address_2` char(40) DEFAULT NULL,
  `storage_mac_address_2` varchar(17) DEFAULT NULL,
  `storage_netmask_2` varchar(15) DEFAULT NULL,
  `cluster_id` bigint(20) unsigned DEFAULT NULL COMMENT 'foreign key to cluster',
  `public_ip_address` char(40) DEFAULT NULL,
  `public_netmask` varchar(15) DEFAULT NULL,
  `public_mac_address` varchar(17) DEFAULT NULL,
  `proxy_port` int(10) unsigned DEFAULT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL,
  `pod_id` bigint(20) unsigned DEFAULT NULL,
  `cpu_sockets` int(10) unsigned DEFAULT NULL COMMENT 'the number of CPU sockets on the host',
  `cpus` int(10) unsigned DEFAULT NULL,
  `speed` int(10) unsigned DEFAULT NULL,
  `url` varchar(255) DEFAULT NULL COMMENT 'iqn for the servers',
  `fs_type` varchar(32) DEFAULT NULL,
  `hypervisor_type` varchar(32) DEFAULT NULL COMMENT 'hypervisor type, can be NONE for storage',
  `hypervisor_version` varchar(32) DEFAULT NULL COMMENT 'hypervisor version',
  `ram` bigint(20) unsigned DEFAULT NULL,
  `resource` varchar(255) DEFAULT NULL COMMENT 'If it is a local resource, this is the class name',
  `version` varchar(40) NOT NULL,
  `parent` varchar(255) DEFAULT NULL COMMENT 'parent path for the storage server',
  `total_size` bigint(20) unsigned DEFAULT NULL COMMENT 'TotalSize',
  `capabilities` varchar(255) DEFAULT NULL COMMENT 'host capabilities in comma separated list',
  `guid` varchar(255) DEFAULT NULL,
  `available` int(1) unsigned NOT NULL DEFAULT 1 COMMENT 'Is this host ready for more resources?',
  `setup` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is this host already setup?',
  `dom0_memory` bigint(20) unsigned NOT NULL COMMENT 'memory used by dom0 for computing and routing servers',
  `last_ping` int(10) unsigned NOT NULL COMMENT 'time in seconds from the start of machine of the last ping',
  `mgmt_server_id` bigint(20) unsigned DEFAULT NULL COMMENT 'ManagementServer this host is connected to.',
  `last_mgmt_server_id` bigint(20) unsigned DEFAULT NULL COMMENT 'last management server this host is connected to',
  `disconnected` datetime DEFAULT NULL COMMENT 'Time this was disconnected',
  `created` datetime DEFAULT NULL COMMENT 'date the host first signed on',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `update_count` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'atomic increase count making status update operation atomical',
  `resource_state` varchar(32) NOT NULL DEFAULT 'Enabled' COMMENT 'Is this host enabled for allocation for new resources',
  `owner` varchar(255) DEFAULT NULL,
  `lastUpdated` datetime DEFAULT NULL COMMENT 'last updated',
  `engine_state` varchar(32) NOT NULL DEFAULT 'Disabled' COMMENT 'the engine state of the zone',
  `arch` varchar(8) DEFAULT 'x86_64' COMMENT 'the CPU architecture of the host',
  `storage_access_groups` varchar(255) DEFAULT NULL COMMENT 'storage access groups for the host',
  PRIMARY KEY (`id`),
  UNIQUE KEY `guid` (`guid`),
  UNIQUE KEY `uc_host__uuid` (`uuid`),
  KEY `i_host__removed` (`removed`),
  KEY `i_host__last_ping` (`last_ping`),
  KEY `i_host__status` (`status`),
  KEY `i_host__data_center_id` (`data_center_id`),
  KEY `i_host__pod_id` (`pod_id`),
  KEY `fk_host__cluster_id` (`cluster_id`),
  KEY `i_host__mgmt_server_id` (`mgmt_server_id`),
  KEY `i_host__resource` (`resource`),
  KEY `i_host__resource_state` (`resource_state`),
  KEY `i_host__type` (`type`),
  CONSTRAINT `fk_host__cluster_id` FOREIGN KEY (`cluster_id`) REFERENCES `cluster` (`id`),
  CONSTRAINT `fk_host__pod_id` FOREIGN KEY (`pod_id`) REFERENCES `host_pod_ref` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `host_details`
--

DROP TABLE IF EXISTS `host_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `host_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id',
  `name` varchar(255) NOT NULL,
  `value` varchar(255) NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk_host_id_name` (`host_id`,`name`),
  KEY `fk_host_details__host_id` (`host_id`),
  CONSTRAINT `fk_host_details__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `host_gpu_groups`
--

DROP TABLE IF EXISTS `host_gpu_groups`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `host_gpu_groups` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `group_name` varchar(255) NOT NULL,
  `host_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_host_gpu_groups__host_id` (`host_id`),
  CONSTRAINT `fk_host_gpu_groups__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `host_pod_ref`
--

DROP TABLE IF EXISTS `host_pod_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `host_pod_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) DEFAULT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL,
  `gateway` varchar(255) NOT NULL COMMENT 'gateway for the pod',
  `cidr_address` varchar(15) NOT NULL COMMENT 'CIDR address for the pod',
  `cidr_size` bigint(20) unsigned NOT NULL COMMENT 'CIDR size for the pod',
  `description` varchar(255) DEFAULT NULL COMMENT 'store private ip range in startIP-endIP format',
  `allocation_state` varchar(32) NOT NULL DEFAULT 'Enabled' COMMENT 'Is this Pod enabled for allocation for new resources',
  `external_dhcp` tinyint(4) NOT NULL DEFAULT 0 COMMENT 'Is this Pod using external DHCP',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `owner` varchar(255) DEFAULT NULL,
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `lastUpdated` datetime DEFAULT NULL COMMENT 'last updated',
  `engine_state` varchar(32) NOT NULL DEFAULT 'Disabled' COMMENT 'the engine state of the zone',
  `storage_access_groups` varchar(255) DEFAULT NULL COMMENT 'storage access groups for the hosts in the pod',
  PRIMARY KEY (`id`),
  UNIQUE KEY `name` (`name`,`data_center_id`),
  UNIQUE KEY `uc_host_pod_ref__uuid` (`uuid`),
  KEY `i_host_pod_ref__data_center_id` (`data_center_id`),
  KEY `i_host_pod_ref__allocation_state` (`allocation_state`),
  KEY `i_host_pod_ref__removed` (`removed`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `host_tags`
--

DROP TABLE IF EXISTS `host_tags`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `host_tags` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id',
  `tag` text NOT NULL,
  `is_tag_a_rule` int(1) unsigned NOT NULL DEFAULT 0,
  `is_implicit` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'If host tag is implicit or explicit',
  PRIMARY KEY (`id`),
  KEY `fk_host_tags__host_id` (`host_id`),
  CONSTRAINT `fk_host_tags__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `host_view`
--

DROP TABLE IF EXISTS `host_view`;
/*!50001 DROP VIEW IF EXISTS `host_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `host_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `status`,
 NULL AS `disconnected`,
 NULL AS `type`,
 NULL AS `private_ip_address`,
 NULL AS `version`,
 NULL AS `hypervisor_type`,
 NULL AS `hypervisor_version`,
 NULL AS `capabilities`,
 NULL AS `last_ping`,
 NULL AS `created`,
 NULL AS `removed`,
 NULL AS `resource_state`,
 NULL AS `mgmt_server_id`,
 NULL AS `cpu_sockets`,
 NULL AS `cpus`,
 NULL AS `speed`,
 NULL AS `ram`,
 NULL AS `arch`,
 NULL AS `storage_access_groups`,
 NULL AS `cluster_id`,
 NULL AS `cluster_uuid`,
 NULL AS `cluster_name`,
 NULL AS `cluster_type`,
 NULL AS `cluster_storage_access_groups`,
 NULL AS `data_center_id`,
 NULL AS `data_center_uuid`,
 NULL AS `data_center_name`,
 NULL AS `zone_storage_access_groups`,
 NULL AS `data_center_type`,
 NULL AS `pod_id`,
 NULL AS `pod_uuid`,
 NULL AS `pod_name`,
 NULL AS `pod_storage_access_groups`,
 NULL AS `tag`,
 NULL AS `explicit_tag`,
 NULL AS `implicit_tag`,
 NULL AS `is_tag_a_rule`,
 NULL AS `guest_os_category_id`,
 NULL AS `guest_os_category_uuid`,
 NULL AS `guest_os_category_name`,
 NULL AS `memory_used_capacity`,
 NULL AS `memory_reserved_capacity`,
 NULL AS `cpu_used_capacity`,
 NULL AS `cpu_reserved_capacity`,
 NULL AS `job_id`,
 NULL AS `job_uuid`,
 NULL AS `job_status`,
 NULL AS `job_account_id`,
 NULL AS `oobm_enabled`,
 NULL AS `oobm_power_state`,
 NULL AS `ha_enabled`,
 NULL AS `ha_state`,
 NULL AS `ha_provider`,
 NULL AS `annotation`,
 NULL AS `last_annotated`,
 NULL AS `username` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `hypervisor_capabilities`
--

DROP TABLE IF EXISTS `hypervisor_capabilities`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `hypervisor_capabilities` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `hypervisor_type` varchar(32) NOT NULL,
  `hypervisor_version` varchar(32) DEFAULT NULL,
  `max_guests_limit` bigint(20) unsigned DEFAULT 50,
  `security_group_enabled` int(1) unsigned DEFAULT 1 COMMENT 'Is security group supported',
  `max_data_volumes_limit` int(10) unsigned DEFAULT 6 COMMENT 'Max. data volumes per VM supported by hypervisor',
  `max_hosts_per_cluster` int(10) unsigned DEFAULT NULL COMMENT 'Max. hosts in cluster supported by hypervisor',
  `storage_motion_supported` int(1) unsigned DEFAULT 0 COMMENT 'Is storage motion supported',
  `vm_snapshot_enabled` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'Whether VM snapshot is supported by hypervisor',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_hypervisor_capabilities__uuid` (`uuid`),
  UNIQUE KEY `uc_hypervisor` (`hypervisor_type`,`hypervisor_version`)
) ENGINE=InnoDB AUTO_INCREMENT=59 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `image_store`
--

DROP TABLE IF EXISTS `image_store`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `image_store` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `name` varchar(255) NOT NULL COMMENT 'name of data store',
  `image_provider_name` varchar(255) NOT NULL COMMENT 'id of image_store_provider',
  `protocol` varchar(255) NOT NULL COMMENT 'protocol of data store',
  `url` varchar(2048) DEFAULT NULL,
  `data_center_id` bigint(20) unsigned DEFAULT NULL COMMENT 'datacenter id of data store',
  `scope` varchar(255) DEFAULT NULL COMMENT 'scope of data store',
  `role` varchar(255) DEFAULT NULL COMMENT 'role of data store',
  `uuid` varchar(255) DEFAULT NULL COMMENT 'uuid of data store',
  `parent` varchar(255) DEFAULT NULL COMMENT 'parent path for the storage server',
  `created` datetime DEFAULT NULL COMMENT 'date the image store first signed on',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `total_size` bigint(20) unsigned DEFAULT NULL COMMENT 'storage total size statistics',
  `used_bytes` bigint(20) unsigned DEFAULT NULL COMMENT 'storage available bytes statistics',
  `readonly` tinyint(1) DEFAULT 0 COMMENT 'defines status of image store',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `image_store_details`
--

DROP TABLE IF EXISTS `image_store_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `image_store_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `store_id` bigint(20) unsigned NOT NULL COMMENT 'store the detail is related to',
  `name` varchar(255) NOT NULL COMMENT 'name of the detail',
  `value` varchar(255) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_image_store_details__store_id` (`store_id`),
  KEY `i_image_store__name__value` (`name`(128),`value`(128)),
  CONSTRAINT `fk_image_store_details__store_id` FOREIGN KEY (`store_id`) REFERENCES `image_store` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `image_store_object_download`
--

DROP TABLE IF EXISTS `image_store_object_download`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `image_store_object_download` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `store_id` bigint(20) unsigned NOT NULL COMMENT 'image store id',
  `path` varchar(255) NOT NULL COMMENT 'path on store',
  `download_url` varchar(255) NOT NULL COMMENT 'download url',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `store_id` (`store_id`,`path`),
  KEY `i_image_store_object_download__created` (`created`),
  CONSTRAINT `fk_image_store_object_download__store_id` FOREIGN KEY (`store_id`) REFERENCES `image_store` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `image_store_view`
--

DROP TABLE IF EXISTS `image_store_view`;
/*!50001 DROP VIEW IF EXISTS `image_store_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `image_store_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `image_provider_name`,
 NULL AS `protocol`,
 NULL AS `url`,
 NULL AS `scope`,
 NULL AS `role`,
 NULL AS `readonly`,
 NULL AS `removed`,
 NULL AS `data_center_id`,
 NULL AS `data_center_uuid`,
 NULL AS `data_center_name`,
 NULL AS `detail_name`,
 NULL AS `detail_value` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `import_vm_task`
--

DROP TABLE IF EXISTS `import_vm_task`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `import_vm_task` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'Zone ID',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'Account ID',
  `user_id` bigint(20) unsigned NOT NULL COMMENT 'User ID',
  `vm_id` bigint(20) unsigned DEFAULT NULL COMMENT 'VM ID',
  `display_name` varchar(255) DEFAULT NULL COMMENT 'Display VM Name',
  `vcenter` varchar(255) DEFAULT NULL COMMENT 'VCenter',
  `datacenter` varchar(255) DEFAULT NULL COMMENT 'VCenter Datacenter name',
  `source_vm_name` varchar(255) DEFAULT NULL COMMENT 'Source VM name on vCenter',
  `convert_host_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Convert Host ID',
  `import_host_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Import Host ID',
  `step` varchar(20) DEFAULT NULL COMMENT 'Importing VM Task Step',
  `state` varchar(20) DEFAULT NULL COMMENT 'Importing VM Task State',
  `description` varchar(255) DEFAULT NULL COMMENT 'Importing VM Task Description',
  `duration` bigint(20) unsigned DEFAULT NULL COMMENT 'Duration in milliseconds for the completed tasks',
  `created` datetime NOT NULL COMMENT 'date created',
  `updated` datetime DEFAULT NULL COMMENT 'date updated if not null',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  KEY `fk_import_vm_task__account_id` (`account_id`),
  KEY `fk_import_vm_task__user_id` (`user_id`),
  KEY `fk_import_vm_task__vm_id` (`vm_id`),
  KEY `fk_import_vm_task__convert_host_id` (`convert_host_id`),
  KEY `fk_import_vm_task__import_host_id` (`import_host_id`),
  KEY `i_import_vm_task__zone_id` (`zone_id`),
  CONSTRAINT `fk_import_vm_task__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_import_vm_task__convert_host_id` FOREIGN KEY (`convert_host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_import_vm_task__import_host_id` FOREIGN KEY (`import_host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_import_vm_task__user_id` FOREIGN KEY (`user_id`) REFERENCES `user` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_import_vm_task__vm_id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_import_vm_task__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `inline_load_balancer_nic_map`
--

DROP TABLE IF EXISTS `inline_load_balancer_nic_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `inline_load_balancer_nic_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `public_ip_address` char(40) NOT NULL,
  `nic_id` bigint(20) unsigned DEFAULT NULL COMMENT 'nic id',
  PRIMARY KEY (`id`),
  UNIQUE KEY `nic_id` (`nic_id`),
  CONSTRAINT `fk_inline_load_balancer_nic_map__nic_id` FOREIGN KEY (`nic_id`) REFERENCES `nics` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `instance_group`
--

DROP TABLE IF EXISTS `instance_group`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `instance_group` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner.  foreign key to account table',
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `removed` datetime DEFAULT NULL COMMENT 'date the group was removed',
  `created` datetime DEFAULT NULL COMMENT 'date the group was created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_instance_group__uuid` (`uuid`),
  KEY `i_instance_group__removed` (`removed`),
  KEY `fk_instance_group__account_id` (`account_id`),
  KEY `i_name` (`name`),
  CONSTRAINT `fk_instance_group__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `instance_group_view`
--

DROP TABLE IF EXISTS `instance_group_view`;
/*!50001 DROP VIEW IF EXISTS `instance_group_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `instance_group_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `removed`,
 NULL AS `created`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `instance_group_vm_map`
--

DROP TABLE IF EXISTS `instance_group_vm_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `instance_group_vm_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `group_id` bigint(20) unsigned NOT NULL,
  `instance_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_instance_group_vm_map___group_id` (`group_id`),
  KEY `fk_instance_group_vm_map___instance_id` (`instance_id`),
  CONSTRAINT `fk_instance_group_vm_map___group_id` FOREIGN KEY (`group_id`) REFERENCES `instance_group` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_instance_group_vm_map___instance_id` FOREIGN KEY (`instance_id`) REFERENCES `user_vm` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ip4_guest_subnet_network_map`
--

DROP TABLE IF EXISTS `ip4_guest_subnet_network_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ip4_guest_subnet_network_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `parent_id` bigint(20) unsigned DEFAULT NULL COMMENT 'ip4 guest subnet which subnet belongs to',
  `subnet` varchar(255) NOT NULL COMMENT 'subnet of the ip4 network',
  `network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'network which subnet is associated to',
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'VPC which subnet is associated to',
  `state` varchar(255) NOT NULL COMMENT 'state of the subnet',
  `allocated` datetime DEFAULT NULL,
  `created` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_ip4_guest_subnet_network_map__uuid` (`uuid`),
  KEY `fk_ip4_guest_subnet_network_map__parent_id` (`parent_id`),
  KEY `fk_ip4_guest_subnet_network_map__network_id` (`network_id`),
  KEY `fk_ip4_guest_subnet_network_map__vpc_id` (`vpc_id`),
  CONSTRAINT `fk_ip4_guest_subnet_network_map__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`),
  CONSTRAINT `fk_ip4_guest_subnet_network_map__parent_id` FOREIGN KEY (`parent_id`) REFERENCES `dc_ip4_guest_subnets` (`id`),
  CONSTRAINT `fk_ip4_guest_subnet_network_map__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ip6_guest_prefix_subnet_network_map`
--

DROP TABLE IF EXISTS `ip6_guest_prefix_subnet_network_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ip6_guest_prefix_subnet_network_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `prefix_id` bigint(20) unsigned NOT NULL COMMENT 'ip6 guest prefix to which subnet belongs to',
  `subnet` varchar(255) NOT NULL COMMENT 'subnet of the ipv6 network',
  `network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'network to which subnet is associated to',
  `state` varchar(255) NOT NULL COMMENT 'state of the subnet network',
  `updated` datetime DEFAULT NULL,
  `created` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_ip6_guest_prefix_subnet_network_map__uuid` (`uuid`),
  KEY `fk_ip6_guest_prefix_subnet_network_map__prefix_id` (`prefix_id`),
  KEY `fk_ip6_guest_prefix_subnet_network_map__network_id` (`network_id`),
  CONSTRAINT `fk_ip6_guest_prefix_subnet_network_map__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`),
  CONSTRAINT `fk_ip6_guest_prefix_subnet_network_map__prefix_id` FOREIGN KEY (`prefix_id`) REFERENCES `dc_ip6_guest_prefix` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `keystore`
--

DROP TABLE IF EXISTS `keystore`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `keystore` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `name` varchar(64) NOT NULL COMMENT 'unique name for the certifiation',
  `certificate` text NOT NULL COMMENT 'the actual certificate being stored in the db',
  `key` text DEFAULT NULL COMMENT 'private key associated with the certificate',
  `domain_suffix` varchar(256) NOT NULL COMMENT 'DNS domain suffix associated with the certificate',
  `seq` int(11) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `name` (`name`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `kubernetes_cluster`
--

DROP TABLE IF EXISTS `kubernetes_cluster`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `kubernetes_cluster` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL,
  `description` varchar(4096) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'display text for this Kubernetes cluster',
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'the ID of the zone in which this Kubernetes cluster is deployed',
  `kubernetes_version_id` bigint(20) unsigned DEFAULT NULL COMMENT 'the ID of the Kubernetes version of this Kubernetes cluster',
  `service_offering_id` bigint(20) unsigned DEFAULT NULL COMMENT 'service offering id for the cluster VM',
  `template_id` bigint(20) unsigned DEFAULT NULL COMMENT 'the ID of the template used by this Kubernetes cluster',
  `network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'the ID of the network used by this Kubernetes cluster',
  `control_node_count` bigint(20) NOT NULL DEFAULT 0 COMMENT 'the number of the control nodes deployed for this Kubernetes cluster',
  `node_count` bigint(20) NOT NULL DEFAULT 0 COMMENT 'the number of the worker nodes deployed for this Kubernetes cluster',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'the ID of owner account of this Kubernetes cluster',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'the ID of the domain of this cluster',
  `state` char(32) NOT NULL COMMENT 'the current state of this Kubernetes cluster',
  `key_pair` varchar(40) DEFAULT NULL,
  `cores` bigint(20) unsigned NOT NULL COMMENT 'total number of CPU cores used by this Kubernetes cluster',
  `memory` bigint(20) unsigned NOT NULL COMMENT 'total memory used by this Kubernetes cluster',
  `node_root_disk_size` bigint(20) unsigned DEFAULT 0 COMMENT 'root disk size of root disk for each node',
  `endpoint` varchar(255) DEFAULT NULL COMMENT 'url endpoint of the Kubernetes cluster manager api access',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed or null, if still present',
  `gc` tinyint(3) unsigned NOT NULL DEFAULT 1 COMMENT 'gc this Kubernetes cluster or not',
  `autoscaling_enabled` tinyint(1) unsigned NOT NULL DEFAULT 0,
  `minsize` bigint(20) DEFAULT NULL,
  `maxsize` bigint(20) DEFAULT NULL,
  `security_group_id` bigint(20) unsigned DEFAULT NULL,
  `cluster_type` varchar(64) DEFAULT 'CloudManaged' COMMENT 'type of cluster',
  `control_node_service_offering_id` bigint(20) unsigned DEFAULT NULL COMMENT 'service offering ID for Control Node(s)',
  `worker_node_service_offering_id` bigint(20) unsigned DEFAULT NULL COMMENT 'service offering ID for Worker Node(s)',
  `etcd_node_service_offering_id` bigint(20) unsigned DEFAULT NULL COMMENT 'service offering ID for etcd Nodes',
  `etcd_node_count` bigint(20) unsigned DEFAULT NULL COMMENT 'number of etcd nodes to be deployed for the Kubernetes cluster',
  `control_node_template_id` bigint(20) unsigned DEFAULT NULL COMMENT 'template id to be used for Control Node(s)',
  `worker_node_template_id` bigint(20) unsigned DEFAULT NULL COMMENT 'template id to be used for Worker Node(s)',
  `etcd_node_template_id` bigint(20) unsigned DEFAULT NULL COMMENT 'template id to be used for etcd Nodes',
  `cni_config_id` bigint(20) unsigned DEFAULT NULL COMMENT 'user data id representing the associated cni configuration',
  `cni_config_details` varchar(4096) DEFAULT NULL COMMENT 'user data details representing the values required for the cni configuration associated',
  `csi_enabled` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if kubernetes cluster is using csi, false otherwise',
  PRIMARY KEY (`id`),
  KEY `fk_cluster__zone_id` (`zone_id`),
  KEY `fk_cluster__kubernetes_version_id` (`kubernetes_version_id`),
  KEY `fk_cluster__service_offering_id` (`service_offering_id`),
  KEY `fk_cluster__template_id` (`template_id`),
  KEY `fk_cluster__network_id` (`network_id`),
  KEY `fk_kubernetes_cluster__security_group_id` (`security_group_id`),
  KEY `fk_cluster__control_node_service_offering_id` (`control_node_service_offering_id`),
  KEY `fk_cluster__worker_node_service_offering_id` (`worker_node_service_offering_id`),
  KEY `fk_cluster__etcd_node_service_offering_id` (`etcd_node_service_offering_id`),
  KEY `fk_cluster__control_node_template_id` (`control_node_template_id`),
  KEY `fk_cluster__worker_node_template_id` (`worker_node_template_id`),
  KEY `fk_cluster__etcd_node_template_id` (`etcd_node_template_id`),
  CONSTRAINT `fk_cluster__control_node_service_offering_id` FOREIGN KEY (`control_node_service_offering_id`) REFERENCES `service_offering` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__control_node_template_id` FOREIGN KEY (`control_node_template_id`) REFERENCES `vm_template` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__etcd_node_service_offering_id` FOREIGN KEY (`etcd_node_service_offering_id`) REFERENCES `service_offering` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__etcd_node_template_id` FOREIGN KEY (`etcd_node_template_id`) REFERENCES `vm_template` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__kubernetes_version_id` FOREIGN KEY (`kubernetes_version_id`) REFERENCES `kubernetes_supported_version` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__service_offering_id` FOREIGN KEY (`service_offering_id`) REFERENCES `service_offering` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__template_id` FOREIGN KEY (`template_id`) REFERENCES `vm_template` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__worker_node_service_offering_id` FOREIGN KEY (`worker_node_service_offering_id`) REFERENCES `service_offering` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__worker_node_template_id` FOREIGN KEY (`worker_node_template_id`) REFERENCES `vm_template` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_cluster__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_kubernetes_cluster__security_group_id` FOREIGN KEY (`security_group_id`) REFERENCES `security_group` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `kubernetes_cluster_details`
--

DROP TABLE IF EXISTS `kubernetes_cluster_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `kubernetes_cluster_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `cluster_id` bigint(20) unsigned NOT NULL COMMENT 'the ID of the Kubernetes cluster',
  `name` varchar(255) NOT NULL,
  `value` varchar(10240) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user else false',
  PRIMARY KEY (`id`),
  KEY `fk_kubernetes_cluster_details__cluster_id` (`cluster_id`),
  CONSTRAINT `fk_kubernetes_cluster_details__cluster_id` FOREIGN KEY (`cluster_id`) REFERENCES `kubernetes_cluster` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `kubernetes_cluster_vm_map`
--

DROP TABLE IF EXISTS `kubernetes_cluster_vm_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `kubernetes_cluster_vm_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `cluster_id` bigint(20) unsigned NOT NULL COMMENT 'the ID of the Kubernetes cluster',
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'the ID of the VM',
  `control_node` tinyint(1) unsigned NOT NULL DEFAULT 0,
  `etcd_node` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'indicates if the VM is an etcd node',
  `external_node` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'indicates if the node was imported into the Kubernetes cluster',
  `manual_upgrade` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'indicates if the node is marked for manual upgrade and excluded from the Kubernetes cluster upgrade operation',
  `kubernetes_node_version` varchar(40) DEFAULT NULL COMMENT 'version of k8s the cluster node is on',
  PRIMARY KEY (`id`),
  KEY `fk_kubernetes_cluster_vm_map__cluster_id` (`cluster_id`),
  CONSTRAINT `fk_kubernetes_cluster_vm_map__cluster_id` FOREIGN KEY (`cluster_id`) REFERENCES `kubernetes_cluster` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `kubernetes_supported_version`
--

DROP TABLE IF EXISTS `kubernetes_supported_version`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `kubernetes_supported_version` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL COMMENT 'the name of this Kubernetes version',
  `semantic_version` varchar(32) NOT NULL COMMENT 'the semantic version for this Kubernetes version',
  `iso_id` bigint(20) unsigned NOT NULL COMMENT 'the ID of the binaries ISO for this Kubernetes version',
  `zone_id` bigint(20) unsigned DEFAULT NULL COMMENT 'the ID of the zone for which this Kubernetes version is made available',
  `state` char(32) DEFAULT NULL COMMENT 'the enabled or disabled state for this Kubernetes version',
  `min_cpu` int(10) unsigned NOT NULL COMMENT 'the minimum CPU needed by cluster nodes for using this Kubernetes version',
  `min_ram_size` bigint(20) unsigned NOT NULL COMMENT 'the minimum RAM in MB needed by cluster nodes for this Kubernetes version',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed or null, if still present',
  PRIMARY KEY (`id`),
  KEY `fk_kubernetes_supported_version__iso_id` (`iso_id`),
  KEY `fk_kubernetes_supported_version__zone_id` (`zone_id`),
  CONSTRAINT `fk_kubernetes_supported_version__iso_id` FOREIGN KEY (`iso_id`) REFERENCES `vm_template` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_kubernetes_supported_version__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `last_annotation_view`
--

DROP TABLE IF EXISTS `last_annotation_view`;
/*!50001 DROP VIEW IF EXISTS `last_annotation_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `last_annotation_view` AS SELECT
 NULL AS `uuid`,
 NULL AS `annotation`,
 NULL AS `entity_uuid`,
 NULL AS `entity_type`,
 NULL AS `user_uuid`,
 NULL AS `created`,
 NULL AS `removed` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `launch_permission`
--

DROP TABLE IF EXISTS `launch_permission`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `launch_permission` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `template_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  KEY `i_launch_permission_template_id` (`template_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ldap_configuration`
--

DROP TABLE IF EXISTS `ldap_configuration`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ldap_configuration` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `hostname` varchar(255) NOT NULL COMMENT 'the hostname of the ldap server',
  `port` int(10) DEFAULT NULL COMMENT 'port that the ldap server is listening on',
  `domain_id` bigint(20) DEFAULT NULL,
  `uuid` varchar(40) NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ldap_trust_map`
--

DROP TABLE IF EXISTS `ldap_trust_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ldap_trust_map` (
  `id` int(10) unsigned NOT NULL AUTO_INCREMENT,
  `domain_id` bigint(20) unsigned NOT NULL,
  `type` varchar(10) NOT NULL,
  `name` varchar(255) NOT NULL,
  `account_type` int(1) unsigned NOT NULL,
  `account_id` bigint(20) DEFAULT 0,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk_ldap_trust_map__bind_location` (`domain_id`,`account_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `legacy_zones`
--

DROP TABLE IF EXISTS `legacy_zones`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `legacy_zones` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'id of CloudStack zone',
  PRIMARY KEY (`id`),
  UNIQUE KEY `zone_id` (`zone_id`),
  CONSTRAINT `fk_legacy_zones__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `load_balancer_cert_map`
--

DROP TABLE IF EXISTS `load_balancer_cert_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `load_balancer_cert_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `load_balancer_id` bigint(20) unsigned NOT NULL,
  `certificate_id` bigint(20) unsigned NOT NULL,
  `revoke` tinyint(1) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `fk_load_balancer_cert_map__certificate_id` (`certificate_id`),
  KEY `fk_load_balancer_cert_map__load_balancer_id` (`load_balancer_id`),
  CONSTRAINT `fk_load_balancer_cert_map__certificate_id` FOREIGN KEY (`certificate_id`) REFERENCES `sslcerts` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_load_balancer_cert_map__load_balancer_id` FOREIGN KEY (`load_balancer_id`) REFERENCES `load_balancing_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `load_balancer_healthcheck_policies`
--

DROP TABLE IF EXISTS `load_balancer_healthcheck_policies`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `load_balancer_healthcheck_policies` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `load_balancer_id` bigint(20) unsigned NOT NULL,
  `pingpath` varchar(225) DEFAULT '/',
  `description` varchar(4096) DEFAULT NULL,
  `response_time` int(11) DEFAULT 5,
  `healthcheck_interval` int(11) DEFAULT 5,
  `healthcheck_thresshold` int(11) DEFAULT 2,
  `unhealth_thresshold` int(11) DEFAULT 10,
  `revoke` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 is when rule is set for Revoke',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the policy can be displayed to the end user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `id_UNIQUE` (`id`),
  KEY `fk_load_balancer_healthcheck_policies_loadbalancer_id` (`load_balancer_id`),
  CONSTRAINT `fk_load_balancer_healthcheck_policies_loadbalancer_id` FOREIGN KEY (`load_balancer_id`) REFERENCES `load_balancing_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `load_balancer_healthcheck_policy_details`
--

DROP TABLE IF EXISTS `load_balancer_healthcheck_policy_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `load_balancer_healthcheck_policy_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `lb_policy_id` bigint(20) NOT NULL COMMENT 'resource id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_lb_healthcheck_policy_details__lb_healthcheck_policy_id` (`lb_policy_id`),
  CONSTRAINT `fk_lb_healthcheck_policy_details__lb_healthcheck_policy_id` FOREIGN KEY (`lb_policy_id`) REFERENCES `load_balancer_healthcheck_policies` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `load_balancer_stickiness_policies`
--

DROP TABLE IF EXISTS `load_balancer_stickiness_policies`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `load_balancer_stickiness_policies` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `load_balancer_id` bigint(20) unsigned NOT NULL,
  `name` varchar(255) NOT NULL,
  `description` varchar(4096) DEFAULT NULL COMMENT 'description',
  `method_name` varchar(255) NOT NULL,
  `params` varchar(4096) NOT NULL,
  `revoke` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 is when rule is set for Revoke',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the policy can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_load_balancer_stickiness_policies__load_balancer_id` (`load_balancer_id`),
  CONSTRAINT `fk_load_balancer_stickiness_policies__load_balancer_id` FOREIGN KEY (`load_balancer_id`) REFERENCES `load_balancing_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `load_balancer_stickiness_policy_details`
--

DROP TABLE IF EXISTS `load_balancer_stickiness_policy_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `load_balancer_stickiness_policy_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `lb_policy_id` bigint(20) unsigned NOT NULL COMMENT 'resource id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_lb_stickiness_policy_details__lb_stickiness_policy_id` (`lb_policy_id`),
  CONSTRAINT `fk_lb_stickiness_policy_details__lb_stickiness_policy_id` FOREIGN KEY (`lb_policy_id`) REFERENCES `load_balancer_stickiness_policies` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `load_balancer_vm_map`
--

DROP TABLE IF EXISTS `load_balancer_vm_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `load_balancer_vm_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `load_balancer_id` bigint(20) unsigned NOT NULL,
  `instance_id` bigint(20) unsigned NOT NULL,
  `revoke` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 is when rule is set for Revoke',
  `state` varchar(40) DEFAULT NULL COMMENT 'service status updated by LB healthcheck manager',
  `instance_ip` varchar(40) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `load_balancer_id` (`load_balancer_id`,`instance_id`,`instance_ip`),
  KEY `fk_load_balancer_vm_map__instance_id` (`instance_id`),
  CONSTRAINT `fk_load_balancer_vm_map__instance_id` FOREIGN KEY (`instance_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_load_balancer_vm_map__load_balancer_id` FOREIGN KEY (`load_balancer_id`) REFERENCES `load_balancing_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `load_balancing_rules`
--

DROP TABLE IF EXISTS `load_balancing_rules`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `load_balancing_rules` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) NOT NULL,
  `description` varchar(4096) DEFAULT NULL COMMENT 'description',
  `default_port_start` int(10) NOT NULL COMMENT 'default private port range start',
  `default_port_end` int(10) NOT NULL COMMENT 'default destination port range end',
  `algorithm` varchar(255) NOT NULL,
  `source_ip_address` varchar(40) DEFAULT NULL COMMENT 'source ip address for the load balancer rule',
  `source_ip_address_network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'the id of the network where source ip belongs to',
  `scheme` varchar(40) NOT NULL COMMENT 'load balancer scheme; can be Internal or Public',
  `lb_protocol` varchar(40) DEFAULT NULL,
  `cidr_list` varchar(4096) DEFAULT NULL,
  PRIMARY KEY (`id`),
  CONSTRAINT `fk_load_balancing_rules__id` FOREIGN KEY (`id`) REFERENCES `firewall_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `monitoring_services`
--

DROP TABLE IF EXISTS `monitoring_services`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `monitoring_services` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `service` varchar(255) DEFAULT NULL COMMENT 'Service name',
  `process_name` varchar(255) DEFAULT NULL COMMENT 'running process name',
  `service_name` varchar(255) DEFAULT NULL COMMENT 'exact name of the running service',
  `service_path` varchar(255) DEFAULT NULL COMMENT 'path of the service in system',
  `pidfile` varchar(255) DEFAULT NULL COMMENT 'path of the pid file of the service',
  `isDefault` tinyint(1) DEFAULT NULL COMMENT 'Default service',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `mshost`
--

DROP TABLE IF EXISTS `mshost`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `mshost` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `msid` bigint(20) unsigned NOT NULL COMMENT 'management server id derived from MAC address',
  `runid` bigint(20) NOT NULL DEFAULT 0 COMMENT 'run id, combined with msid to form a cluster session',
  `name` varchar(255) DEFAULT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `state` varchar(25) DEFAULT NULL,
  `version` varchar(255) DEFAULT NULL,
  `service_ip` char(40) NOT NULL,
  `service_port` int(11) NOT NULL,
  `last_update` datetime DEFAULT NULL COMMENT 'Last record update time',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `alert_count` int(11) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  UNIQUE KEY `msid` (`msid`),
  UNIQUE KEY `mshost_UUID` (`uuid`),
  KEY `i_mshost__removed` (`removed`),
  KEY `i_mshost__last_update` (`last_update`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `mshost_peer`
--

DROP TABLE IF EXISTS `mshost_peer`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `mshost_peer` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `owner_mshost` bigint(20) unsigned NOT NULL,
  `peer_mshost` bigint(20) unsigned NOT NULL,
  `peer_runid` bigint(20) NOT NULL,
  `peer_state` varchar(10) NOT NULL DEFAULT 'Down',
  `last_update` datetime DEFAULT NULL COMMENT 'Last record update time',
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_mshost_peer__owner_peer` (`owner_mshost`,`peer_mshost`),
  KEY `fk_mshost_peer__peer_mshost` (`peer_mshost`),
  CONSTRAINT `fk_mshost_peer__owner_mshost` FOREIGN KEY (`owner_mshost`) REFERENCES `mshost` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_mshost_peer__peer_mshost` FOREIGN KEY (`peer_mshost`) REFERENCES `mshost` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `mshost_peer_view`
--

DROP TABLE IF EXISTS `mshost_peer_view`;
/*!50001 DROP VIEW IF EXISTS `mshost_peer_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `mshost_peer_view` AS SELECT
 NULL AS `id`,
 NULL AS `peer_state`,
 NULL AS `last_update`,
 NULL AS `owner_mshost_id`,
 NULL AS `owner_mshost_msid`,
 NULL AS `owner_mshost_runid`,
 NULL AS `owner_mshost_name`,
 NULL AS `owner_mshost_uuid`,
 NULL AS `owner_mshost_state`,
 NULL AS `owner_mshost_service_ip`,
 NULL AS `owner_mshost_service_port`,
 NULL AS `peer_mshost_id`,
 NULL AS `peer_mshost_msid`,
 NULL AS `peer_mshost_runid`,
 NULL AS `peer_mshost_name`,
 NULL AS `peer_mshost_uuid`,
 NULL AS `peer_mshost_state`,
 NULL AS `peer_mshost_service_ip`,
 NULL AS `peer_mshost_service_port` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `mshost_status`
--

DROP TABLE IF EXISTS `mshost_status`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `mshost_status` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `ms_id` varchar(40) DEFAULT NULL COMMENT 'the uuid of the management server record',
  `last_jvm_start` datetime DEFAULT NULL COMMENT 'the last start time for this MS',
  `last_jvm_stop` datetime DEFAULT NULL COMMENT 'the last stop time for this MS',
  `last_system_boot` datetime DEFAULT NULL COMMENT 'the last system boot time for the host of this MS',
  `os_distribution` varchar(255) DEFAULT NULL COMMENT 'the name of the os type running on the host of this MS',
  `java_name` varchar(64) DEFAULT NULL COMMENT 'the name of the java distribution running this MS',
  `java_version` varchar(64) DEFAULT NULL COMMENT 'the version of the java distribution running this MS',
  `updated` datetime DEFAULT NULL,
  `created` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_ms_id` (`ms_id`),
  CONSTRAINT `mshost_status_FK` FOREIGN KEY (`ms_id`) REFERENCES `mshost` (`uuid`)
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `mshost_view`
--

DROP TABLE IF EXISTS `mshost_view`;
/*!50001 DROP VIEW IF EXISTS `mshost_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `mshost_view` AS SELECT
 NULL AS `id`,
 NULL AS `msid`,
 NULL AS `runid`,
 NULL AS `name`,
 NULL AS `uuid`,
 NULL AS `state`,
 NULL AS `version`,
 NULL AS `service_ip`,
 NULL AS `service_port`,
 NULL AS `last_update`,
 NULL AS `removed`,
 NULL AS `alert_count`,
 NULL AS `last_jvm_start`,
 NULL AS `last_jvm_stop`,
 NULL AS `last_system_boot`,
 NULL AS `os_distribution`,
 NULL AS `java_name`,
 NULL AS `java_version` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `netris_providers`
--

DROP TABLE IF EXISTS `netris_providers`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `netris_providers` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'Zone ID',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'Host ID',
  `name` varchar(40) DEFAULT NULL,
  `url` varchar(255) NOT NULL,
  `username` varchar(255) NOT NULL,
  `password` varchar(255) NOT NULL,
  `site_name` varchar(255) NOT NULL,
  `tenant_name` varchar(255) NOT NULL,
  `netris_tag` varchar(255) NOT NULL,
  `created` datetime NOT NULL COMMENT 'created date',
  `removed` datetime DEFAULT NULL COMMENT 'removed date if not null',
  PRIMARY KEY (`id`),
  KEY `i_netris_providers__zone_id` (`zone_id`),
  CONSTRAINT `fk_netris_providers__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `netscaler_pod_ref`
--

DROP TABLE IF EXISTS `netscaler_pod_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `netscaler_pod_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `external_load_balancer_device_id` bigint(20) unsigned NOT NULL COMMENT 'id of external load balancer device',
  `pod_id` bigint(20) unsigned NOT NULL COMMENT 'pod id',
  PRIMARY KEY (`id`),
  KEY `fk_ns_pod_ref__pod_id` (`pod_id`),
  KEY `fk_ns_pod_ref__device_id` (`external_load_balancer_device_id`),
  CONSTRAINT `fk_ns_pod_ref__device_id` FOREIGN KEY (`external_load_balancer_device_id`) REFERENCES `external_load_balancer_devices` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_ns_pod_ref__pod_id` FOREIGN KEY (`pod_id`) REFERENCES `host_pod_ref` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `netscaler_servicepackages`
--

DROP TABLE IF EXISTS `netscaler_servicepackages`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `netscaler_servicepackages` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `name` varchar(255) DEFAULT NULL COMMENT 'name of the service package',
  `description` varchar(255) DEFAULT NULL COMMENT 'description of the service package',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  UNIQUE KEY `name` (`name`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_acl`
--

DROP TABLE IF EXISTS `network_acl`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_acl` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `name` varchar(255) NOT NULL COMMENT 'name of the network acl',
  `uuid` varchar(40) DEFAULT NULL,
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vpc this network acl belongs to',
  `description` varchar(1024) DEFAULT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the entry can be displayed to the end user',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_acl_details`
--

DROP TABLE IF EXISTS `network_acl_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_acl_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `network_acl_id` bigint(20) unsigned NOT NULL COMMENT 'VPC gateway id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_network_acl_details__network_acl_id` (`network_acl_id`),
  CONSTRAINT `fk_network_acl_details__network_acl_id` FOREIGN KEY (`network_acl_id`) REFERENCES `network_acl` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_acl_item`
--

DROP TABLE IF EXISTS `network_acl_item`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_acl_item` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `acl_id` bigint(20) unsigned NOT NULL COMMENT 'network acl id',
  `start_port` int(10) DEFAULT NULL COMMENT 'starting port of a port range',
  `end_port` int(10) DEFAULT NULL COMMENT 'end port of a port range',
  `state` char(32) NOT NULL COMMENT 'current state of this rule',
  `protocol` char(16) NOT NULL DEFAULT 'TCP' COMMENT 'protocol to open these ports for',
  `created` datetime DEFAULT NULL COMMENT 'Date created',
  `icmp_code` int(10) DEFAULT NULL COMMENT 'The ICMP code (if protocol=ICMP). A value of -1 means all codes for the given ICMP type.',
  `icmp_type` int(10) DEFAULT NULL COMMENT 'The ICMP type (if protocol=ICMP). A value of -1 means all types.',
  `traffic_type` char(32) DEFAULT NULL COMMENT 'the traffic type of the rule, can be Ingress or Egress',
  `number` int(10) NOT NULL COMMENT 'priority number of the acl item',
  `action` varchar(10) NOT NULL COMMENT 'rule action, allow or deny',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the entry can be displayed to the end user',
  `reason` varchar(2500) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `acl_id` (`acl_id`,`number`),
  UNIQUE KEY `uc_network_acl_item__uuid` (`uuid`),
  CONSTRAINT `fk_network_acl_item__acl_id` FOREIGN KEY (`acl_id`) REFERENCES `network_acl` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_acl_item_cidrs`
--

DROP TABLE IF EXISTS `network_acl_item_cidrs`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_acl_item_cidrs` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `network_acl_item_id` bigint(20) unsigned NOT NULL COMMENT 'Network ACL Item id',
  `cidr` varchar(255) NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_network_acl_item_id` (`network_acl_item_id`),
  CONSTRAINT `fk_network_acl_item_id` FOREIGN KEY (`network_acl_item_id`) REFERENCES `network_acl_item` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_acl_item_details`
--

DROP TABLE IF EXISTS `network_acl_item_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_acl_item_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `network_acl_item_id` bigint(20) unsigned NOT NULL COMMENT 'VPC gateway id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_network_acl_item_details__network_acl_item_id` (`network_acl_item_id`),
  CONSTRAINT `fk_network_acl_item_details__network_acl_item_id` FOREIGN KEY (`network_acl_item_id`) REFERENCES `network_acl_item` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_asa1000v_map`
--

DROP TABLE IF EXISTS `network_asa1000v_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_asa1000v_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'id of guest network',
  `asa1000v_id` bigint(20) unsigned NOT NULL COMMENT 'id of asa1000v device',
  PRIMARY KEY (`id`),
  UNIQUE KEY `network_id` (`network_id`),
  UNIQUE KEY `asa1000v_id` (`asa1000v_id`),
  CONSTRAINT `fk_network_asa1000v_map__asa1000v_id` FOREIGN KEY (`asa1000v_id`) REFERENCES `external_cisco_asa1000v_devices` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_network_asa1000v_map__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_details`
--

DROP TABLE IF EXISTS `network_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_network_details__network_id` (`network_id`),
  CONSTRAINT `fk_network_details__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_external_firewall_device_map`
--

DROP TABLE IF EXISTS `network_external_firewall_device_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_external_firewall_device_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `network_id` bigint(20) unsigned NOT NULL COMMENT ' guest network id',
  `external_firewall_device_id` bigint(20) unsigned NOT NULL COMMENT 'id of external firewall device assigned for this device',
  `created` datetime DEFAULT NULL COMMENT 'Date from when network started using the device',
  `removed` datetime DEFAULT NULL COMMENT 'Date till the network stopped using the device ',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_network_external_firewall_devices_network_id` (`network_id`),
  KEY `fk_network_external_firewall_devices_device_id` (`external_firewall_device_id`),
  CONSTRAINT `fk_network_external_firewall_devices_device_id` FOREIGN KEY (`external_firewall_device_id`) REFERENCES `external_firewall_devices` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_network_external_firewall_devices_network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_external_lb_device_map`
--

DROP TABLE IF EXISTS `network_external_lb_device_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_external_lb_device_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `network_id` bigint(20) unsigned NOT NULL COMMENT ' guest network id',
  `external_load_balancer_device_id` bigint(20) unsigned NOT NULL COMMENT 'id of external load balancer device assigned for this network',
  `created` datetime DEFAULT NULL COMMENT 'Date from when network started using the device',
  `removed` datetime DEFAULT NULL COMMENT 'Date till the network stopped using the device ',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_network_external_lb_devices_network_id` (`network_id`),
  KEY `fk_network_external_lb_devices_device_id` (`external_load_balancer_device_id`),
  CONSTRAINT `fk_network_external_lb_devices_device_id` FOREIGN KEY (`external_load_balancer_device_id`) REFERENCES `external_load_balancer_devices` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_network_external_lb_devices_network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_offering_details`
--

DROP TABLE IF EXISTS `network_offering_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_offering_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `network_offering_id` bigint(20) unsigned NOT NULL COMMENT 'network offering id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_network_offering_details__network_offering_id` (`network_offering_id`),
  KEY `i_network_offering_details__name` (`name`),
  CONSTRAINT `fk_network_offering_details__network_offering_id` FOREIGN KEY (`network_offering_id`) REFERENCES `network_offerings` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `network_offering_view`
--

DROP TABLE IF EXISTS `network_offering_view`;
/*!50001 DROP VIEW IF EXISTS `network_offering_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `network_offering_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `unique_name`,
 NULL AS `display_text`,
 NULL AS `nw_rate`,
 NULL AS `mc_rate`,
 NULL AS `traffic_type`,
 NULL AS `tags`,
 NULL AS `system_only`,
 NULL AS `specify_vlan`,
 NULL AS `service_offering_id`,
 NULL AS `conserve_mode`,
 NULL AS `created`,
 NULL AS `removed`,
 NULL AS `default`,
 NULL AS `availability`,
 NULL AS `dedicated_lb_service`,
 NULL AS `shared_source_nat_service`,
 NULL AS `sort_key`,
 NULL AS `redundant_router_service`,
 NULL AS `state`,
 NULL AS `guest_type`,
 NULL AS `elastic_ip_service`,
 NULL AS `eip_associate_public_ip`,
 NULL AS `elastic_lb_service`,
 NULL AS `specify_ip_ranges`,
 NULL AS `inline`,
 NULL AS `is_persistent`,
 NULL AS `internal_lb`,
 NULL AS `public_lb`,
 NULL AS `egress_default_policy`,
 NULL AS `concurrent_connections`,
 NULL AS `keep_alive_enabled`,
 NULL AS `supports_streched_l2`,
 NULL AS `supports_public_access`,
 NULL AS `supports_vm_autoscaling`,
 NULL AS `for_vpc`,
 NULL AS `network_mode`,
 NULL AS `service_package_id`,
 NULL AS `routing_mode`,
 NULL AS `specify_as_number`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `zone_id`,
 NULL AS `zone_uuid`,
 NULL AS `zone_name`,
 NULL AS `internet_protocol` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `network_offerings`
--

DROP TABLE IF EXISTS `network_offerings`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_offerings` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `name` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'name of the network offering',
  `uuid` varchar(40) DEFAULT NULL,
  `unique_name` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'unique name of the network offering',
  `display_text` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL COMMENT 'text to display to users',
  `nw_rate` smallint(5) unsigned DEFAULT NULL COMMENT 'network rate throttle mbits/s',
  `mc_rate` smallint(5) unsigned DEFAULT NULL COMMENT 'mcast rate throttle mbits/s',
  `traffic_type` varchar(32) NOT NULL COMMENT 'traffic type carried on this network',
  `tags` varchar(4096) DEFAULT NULL COMMENT 'tags supported by this offering',
  `system_only` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is this network offering for system use only',
  `specify_vlan` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Should the user specify vlan',
  `service_offering_id` bigint(20) unsigned DEFAULT NULL COMMENT 'service offering id that virtual router is tied to',
  `conserve_mode` int(1) unsigned NOT NULL DEFAULT 1 COMMENT 'Is this network offering is IP conserve mode enabled',
  `created` datetime NOT NULL COMMENT 'time the entry was created',
  `removed` datetime DEFAULT NULL COMMENT 'time the entry was removed',
  `default` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if network offering is default',
  `availability` varchar(255) NOT NULL COMMENT 'availability of the network',
  `dedicated_lb_service` int(1) unsigned NOT NULL DEFAULT 1 COMMENT 'true if the network offering provides a dedicated load balancer for each network',
  `shared_source_nat_service` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if the network offering provides the shared source nat service',
  `sort_key` int(32) NOT NULL DEFAULT 0 COMMENT 'sort key used for customising sort method',
  `redundant_router_service` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if the network offering provides the redundant router service',
  `state` char(32) DEFAULT NULL COMMENT 'state of the network offering that has Disabled value by default',
  `guest_type` char(32) DEFAULT NULL COMMENT 'type of guest network that can be shared or isolated',
  `elastic_ip_service` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if the network offering provides elastic ip service',
  `eip_associate_public_ip` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if public IP is associated with user VM creation by default when EIP service is enabled.',
  `elastic_lb_service` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if the network offering provides elastic lb service',
  `specify_ip_ranges` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if the network offering provides an ability to define ip ranges',
  `inline` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is this network offering LB provider is in inline mode',
  `is_persistent` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if the network offering provides an ability to create persistent networks',
  `internal_lb` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if the network offering supports Internal lb service',
  `public_lb` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if the network offering supports Public lb service',
  `egress_default_policy` tinyint(1) DEFAULT 0,
  `concurrent_connections` int(10) unsigned DEFAULT NULL COMMENT 'Load Balancer(haproxy) maximum number of concurrent connections(global max)',
  `keep_alive_enabled` int(1) unsigned NOT NULL DEFAULT 1 COMMENT 'true if connection should be reset after requests.',
  `supports_streched_l2` tinyint(1) DEFAULT 0,
  `supports_public_access` tinyint(1) DEFAULT 0,
  `for_vpc` int(1) NOT NULL DEFAULT 0,
  `service_package_id` varchar(255) DEFAULT NULL COMMENT 'Netscaler ControlCenter Service Package',
  `supports_vm_autoscaling` tinyint(1) DEFAULT 0,
  `network_mode` varchar(32) DEFAULT NULL COMMENT 'mode in which the network would route traffic',
  `routing_mode` varchar(10) DEFAULT NULL COMMENT 'routing mode for the offering',
  `specify_as_number` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'specify AS number when using dynamic routing',
  PRIMARY KEY (`id`),
  UNIQUE KEY `unique_name` (`unique_name`),
  UNIQUE KEY `uc_network_offerings__uuid` (`uuid`),
  KEY `i_network_offerings__system_only` (`system_only`),
  KEY `i_network_offerings__removed` (`removed`)
) ENGINE=InnoDB AUTO_INCREMENT=31 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_permissions`
--

DROP TABLE IF EXISTS `network_permissions`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_permissions` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `network_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  KEY `i_network_permission_network_id` (`network_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `network_rule_config`
--

DROP TABLE IF EXISTS `network_rule_config`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `network_rule_config` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `security_group_id` bigint(20) unsigned NOT NULL,
  `public_port` varchar(10) DEFAULT NULL,
  `private_port` varchar(10) DEFAULT NULL,
  `protocol` varchar(16) NOT NULL DEFAULT 'TCP',
  `create_status` varchar(32) DEFAULT NULL COMMENT 'rule creation status',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `networks`
--

DROP TABLE IF EXISTS `networks`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `networks` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'name for this network',
  `uuid` varchar(40) DEFAULT NULL,
  `display_text` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'display text for this network',
  `traffic_type` varchar(32) NOT NULL COMMENT 'type of traffic going through this network',
  `broadcast_domain_type` varchar(32) NOT NULL COMMENT 'type of broadcast domain used',
  `broadcast_uri` varchar(255) DEFAULT NULL COMMENT 'broadcast domain specifier',
  `gateway` varchar(255) DEFAULT NULL COMMENT 'gateway(s) for this network configuration',
  `cidr` varchar(255) DEFAULT NULL COMMENT 'CloudStack managed vms get IP address from cidr.In general this cidr also serves as the network CIDR. But in case IP reservation feature is being used by a Guest network, networkcidr is the Effective network CIDR for that network',
  `mode` varchar(32) DEFAULT NULL COMMENT 'How to retrieve ip address in this network',
  `network_offering_id` bigint(20) unsigned NOT NULL COMMENT 'network offering id that this configuration is created from',
  `physical_network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'physical network id that this configuration is based on',
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'data center id that this configuration is used in',
  `guru_name` varchar(255) NOT NULL COMMENT 'who is responsible for this type of network configuration',
  `state` varchar(32) NOT NULL COMMENT 'what state is this configuration in',
  `related` bigint(20) unsigned NOT NULL COMMENT 'related to what other network configuration',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'foreign key to domain id',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner of this network',
  `dns1` varchar(255) DEFAULT NULL COMMENT 'comma separated DNS list',
  `dns2` varchar(255) DEFAULT NULL COMMENT 'comma separated DNS list',
  `ip6dns1` varchar(255) DEFAULT NULL COMMENT 'first IPv6 DNS for the network',
  `ip6dns2` varchar(255) DEFAULT NULL COMMENT 'second IPv6 DNS for the network',
  `guru_data` varchar(1024) DEFAULT NULL COMMENT 'data stored by the network guru that setup this network',
  `set_fields` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'which fields are set already',
  `acl_type` varchar(15) DEFAULT NULL COMMENT 'ACL access type. Null for system networks, can be Account/Domain for Guest networks',
  `network_domain` varchar(255) DEFAULT NULL COMMENT 'domain',
  `reservation_id` char(40) DEFAULT NULL COMMENT 'reservation id',
  `guest_type` char(32) DEFAULT NULL COMMENT 'type of guest network that can be shared or isolated',
  `restart_required` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if restart is required for the network',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `specify_ip_ranges` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if the network provides an ability to define ip ranges',
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vpc this network belongs to',
  `ip6_gateway` varchar(1024) DEFAULT NULL COMMENT 'IPv6 gateway(s) for this network',
  `ip6_cidr` varchar(1024) DEFAULT NULL COMMENT 'IPv6 cidr(s) for this network',
  `network_cidr` varchar(18) DEFAULT NULL COMMENT 'The network cidr for the isolated guest network which uses IP Reservation facility.For networks not using IP reservation, network_cidr is always null.',
  `display_network` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'Should network be displayed to the end user',
  `network_acl_id` bigint(20) unsigned DEFAULT NULL COMMENT 'network acl id',
  `streched_l2` tinyint(1) DEFAULT 0,
  `redundant` tinyint(1) DEFAULT 0,
  `external_id` varchar(255) DEFAULT NULL,
  `public_mtu` bigint(20) unsigned DEFAULT NULL COMMENT 'MTU for VR public interface',
  `private_mtu` bigint(20) unsigned DEFAULT NULL COMMENT 'MTU for VR private interfaces',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_networks__uuid` (`uuid`),
  KEY `fk_networks__network_offering_id` (`network_offering_id`),
  KEY `fk_networks__data_center_id` (`data_center_id`),
  KEY `fk_networks__related` (`related`),
  KEY `fk_networks__account_id` (`account_id`),
  KEY `fk_networks__domain_id` (`domain_id`),
  KEY `fk_networks__vpc_id` (`vpc_id`),
  KEY `i_networks__removed` (`removed`),
  CONSTRAINT `fk_networks__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_networks__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_networks__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`),
  CONSTRAINT `fk_networks__network_offering_id` FOREIGN KEY (`network_offering_id`) REFERENCES `network_offerings` (`id`),
  CONSTRAINT `fk_networks__related` FOREIGN KEY (`related`) REFERENCES `networks` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_networks__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=205 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `nic_details`
--

DROP TABLE IF EXISTS `nic_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `nic_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `nic_id` bigint(20) unsigned NOT NULL COMMENT 'nic id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_nic_details__nic_id` (`nic_id`),
  CONSTRAINT `fk_nic_details__nic_id` FOREIGN KEY (`nic_id`) REFERENCES `nics` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `nic_extra_dhcp_options`
--

DROP TABLE IF EXISTS `nic_extra_dhcp_options`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `nic_extra_dhcp_options` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `nic_id` bigint(20) unsigned NOT NULL COMMENT ' nic id where dhcp options are applied',
  `code` int(32) DEFAULT NULL,
  `value` text DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_nic_extra_dhcp_options_nic_id` (`nic_id`),
  CONSTRAINT `fk_nic_extra_dhcp_options_nic_id` FOREIGN KEY (`nic_id`) REFERENCES `nics` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `nic_ip_alias`
--

DROP TABLE IF EXISTS `nic_ip_alias`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `nic_ip_alias` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) NOT NULL,
  `nic_id` bigint(20) unsigned DEFAULT NULL,
  `ip4_address` char(40) DEFAULT NULL,
  `ip6_address` char(40) DEFAULT NULL,
  `netmask` char(40) DEFAULT NULL,
  `gateway` char(40) DEFAULT NULL,
  `start_ip_of_subnet` char(40) DEFAULT NULL,
  `network_id` bigint(20) unsigned DEFAULT NULL,
  `vmId` bigint(20) unsigned DEFAULT NULL,
  `alias_count` bigint(20) unsigned DEFAULT NULL,
  `created` datetime NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `state` char(32) NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `id_UNIQUE` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `nic_secondary_ips`
--

DROP TABLE IF EXISTS `nic_secondary_ips`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `nic_secondary_ips` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `vmId` bigint(20) unsigned DEFAULT NULL COMMENT 'vm instance id',
  `nicId` bigint(20) unsigned NOT NULL,
  `ip4_address` char(40) DEFAULT NULL COMMENT 'ip4 address',
  `ip6_address` char(40) DEFAULT NULL COMMENT 'ip6 address',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network configuration id',
  `created` datetime NOT NULL COMMENT 'date created',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner.  foreign key to   account table',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'the domain that the owner belongs to',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_nic_secondary_ip__uuid` (`uuid`),
  KEY `fk_nic_secondary_ip__vmId` (`vmId`),
  KEY `fk_nic_secondary_ip__networks_id` (`network_id`),
  CONSTRAINT `fk_nic_secondary_ip__networks_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`),
  CONSTRAINT `fk_nic_secondary_ip__vmId` FOREIGN KEY (`vmId`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `nicira_nvp_nic_map`
--

DROP TABLE IF EXISTS `nicira_nvp_nic_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `nicira_nvp_nic_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `logicalswitch` varchar(255) NOT NULL COMMENT 'nicira uuid of logical switch this port is provisioned on',
  `logicalswitchport` varchar(255) DEFAULT NULL COMMENT 'nicira uuid of this logical switch port',
  `nic` varchar(255) DEFAULT NULL COMMENT 'cloudstack uuid of the nic connected to this logical switch port',
  PRIMARY KEY (`id`),
  UNIQUE KEY `logicalswitchport` (`logicalswitchport`),
  UNIQUE KEY `nic` (`nic`),
  CONSTRAINT `fk_nicira_nvp_nic_map__nic` FOREIGN KEY (`nic`) REFERENCES `nics` (`uuid`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `nicira_nvp_router_map`
--

DROP TABLE IF EXISTS `nicira_nvp_router_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `nicira_nvp_router_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `logicalrouter_uuid` varchar(255) NOT NULL COMMENT 'nicira uuid of logical router',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'cloudstack id of the network',
  PRIMARY KEY (`id`),
  UNIQUE KEY `network_id` (`network_id`),
  CONSTRAINT `fk_nicira_nvp_router_map__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `nics`
--

DROP TABLE IF EXISTS `nics`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `nics` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `instance_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vm instance id',
  `mac_address` varchar(17) DEFAULT NULL COMMENT 'mac address',
  `ip4_address` char(40) DEFAULT NULL COMMENT 'ip4 address',
  `netmask` varchar(15) DEFAULT NULL COMMENT 'netmask for ip4 address',
  `gateway` varchar(15) DEFAULT NULL COMMENT 'gateway',
  `ip_type` varchar(32) DEFAULT NULL COMMENT 'type of ip',
  `broadcast_uri` varchar(255) DEFAULT NULL COMMENT 'broadcast uri',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network configuration id',
  `mode` varchar(32) DEFAULT NULL COMMENT 'mode of getting ip address',
  `state` varchar(32) NOT NULL COMMENT 'state of the creation',
  `strategy` varchar(32) NOT NULL COMMENT 'reservation strategy',
  `reserver_name` varchar(255) DEFAULT NULL COMMENT 'Name of the component that reserved the ip address',
  `reservation_id` varchar(64) DEFAULT NULL COMMENT 'id for the reservation',
  `device_id` int(10) DEFAULT NULL COMMENT 'device id for the network when plugged into the virtual machine',
  `update_time` timestamp NULL DEFAULT current_timestamp(),
  `isolation_uri` varchar(255) DEFAULT NULL COMMENT 'id for isolation',
  `ip6_address` char(40) DEFAULT NULL COMMENT 'ip6 address',
  `default_nic` tinyint(4) NOT NULL COMMENT 'None',
  `vm_type` varchar(32) DEFAULT NULL COMMENT 'type of vm: System or User vm',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `ip6_gateway` varchar(50) DEFAULT NULL COMMENT 'gateway for ip6 address',
  `ip6_cidr` varchar(50) DEFAULT NULL COMMENT 'cidr for ip6 address',
  `secondary_ip` smallint(6) DEFAULT 0 COMMENT 'secondary ips configured for the nic',
  `display_nic` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'Should nic be displayed to the end user',
  `mtu` bigint(20) unsigned DEFAULT NULL COMMENT 'MTU for the VR interface',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_nics__uuid` (`uuid`),
  KEY `fk_nics__instance_id` (`instance_id`),
  KEY `fk_nics__networks_id` (`network_id`),
  KEY `i_nics__removed` (`removed`),
  CONSTRAINT `fk_nics__instance_id` FOREIGN KEY (`instance_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_nics__networks_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=17 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `nsx_providers`
--

DROP TABLE IF EXISTS `nsx_providers`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `nsx_providers` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'Zone ID',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'Host ID',
  `provider_name` varchar(40) DEFAULT NULL,
  `hostname` varchar(255) NOT NULL,
  `port` varchar(255) DEFAULT NULL,
  `username` varchar(255) NOT NULL,
  `password` varchar(255) NOT NULL,
  `tier0_gateway` varchar(255) DEFAULT NULL,
  `edge_cluster` varchar(255) DEFAULT NULL,
  `transport_zone` varchar(255) DEFAULT NULL,
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  KEY `i_nsx_providers__zone_id` (`zone_id`),
  CONSTRAINT `fk_nsx_providers__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ntwk_offering_service_map`
--

DROP TABLE IF EXISTS `ntwk_offering_service_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ntwk_offering_service_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `network_offering_id` bigint(20) unsigned NOT NULL COMMENT 'network_offering_id',
  `service` varchar(255) NOT NULL COMMENT 'service',
  `provider` varchar(255) DEFAULT NULL COMMENT 'service provider',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `network_offering_id` (`network_offering_id`,`service`,`provider`),
  CONSTRAINT `fk_ntwk_offering_service_map__network_offering_id` FOREIGN KEY (`network_offering_id`) REFERENCES `network_offerings` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=130 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ntwk_service_map`
--

DROP TABLE IF EXISTS `ntwk_service_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ntwk_service_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network_id',
  `service` varchar(255) NOT NULL COMMENT 'service',
  `provider` varchar(255) DEFAULT NULL COMMENT 'service provider',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `network_id` (`network_id`,`service`,`provider`),
  CONSTRAINT `fk_ntwk_service_map__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `oauth_provider`
--

DROP TABLE IF EXISTS `oauth_provider`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `oauth_provider` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) NOT NULL COMMENT 'unique identifier',
  `description` varchar(1024) DEFAULT NULL COMMENT 'description of the provider',
  `provider` varchar(40) NOT NULL COMMENT 'name of the provider',
  `client_id` varchar(255) NOT NULL COMMENT 'client id which is configured in the provider',
  `secret_key` varchar(255) NOT NULL COMMENT 'secret key which is configured in the provider',
  `redirect_uri` varchar(255) NOT NULL COMMENT 'redirect uri which is configured in the provider',
  `enabled` int(1) NOT NULL DEFAULT 1 COMMENT 'Enabled or disabled',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `object_datastore_ref`
--

DROP TABLE IF EXISTS `object_datastore_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `object_datastore_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `datastore_uuid` varchar(255) NOT NULL,
  `datastore_role` varchar(255) NOT NULL,
  `object_uuid` varchar(255) NOT NULL,
  `object_type` varchar(255) NOT NULL,
  `created` datetime NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `job_id` varchar(255) DEFAULT NULL,
  `download_pct` int(10) unsigned DEFAULT NULL,
  `download_state` varchar(255) DEFAULT NULL,
  `url` varchar(2048) DEFAULT NULL,
  `format` varchar(255) DEFAULT NULL,
  `checksum` varchar(255) DEFAULT NULL,
  `error_str` varchar(255) DEFAULT NULL,
  `local_path` varchar(255) DEFAULT NULL,
  `install_path` varchar(255) DEFAULT NULL,
  `size` bigint(20) unsigned DEFAULT NULL COMMENT 'the size of the template on the pool',
  `state` varchar(255) NOT NULL,
  `update_count` bigint(20) unsigned NOT NULL,
  `updated` datetime DEFAULT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `object_store`
--

DROP TABLE IF EXISTS `object_store`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `object_store` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `name` varchar(255) NOT NULL COMMENT 'name of object store',
  `object_provider_name` varchar(255) NOT NULL COMMENT 'id of object_store_provider',
  `url` varchar(255) NOT NULL COMMENT 'url of the object store',
  `uuid` varchar(255) DEFAULT NULL COMMENT 'uuid of object store',
  `created` datetime DEFAULT NULL COMMENT 'date the object store first signed on',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `total_size` bigint(20) unsigned DEFAULT NULL COMMENT 'total size in bytes',
  `used_size` bigint(20) unsigned DEFAULT NULL COMMENT 'used size in bytes',
  `allocated_size` bigint(20) unsigned DEFAULT NULL COMMENT 'allocated size in bytes',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `object_store_details`
--

DROP TABLE IF EXISTS `object_store_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `object_store_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `store_id` bigint(20) unsigned NOT NULL COMMENT 'store the detail is related to',
  `name` varchar(255) NOT NULL COMMENT 'name of the detail',
  `value` varchar(255) NOT NULL COMMENT 'value of the detail',
  PRIMARY KEY (`id`),
  UNIQUE KEY `id` (`id`),
  KEY `fk_object_store_details__store_id` (`store_id`),
  KEY `i_object_store__name__value` (`name`(128),`value`(128)),
  CONSTRAINT `fk_object_store_details__store_id` FOREIGN KEY (`store_id`) REFERENCES `object_store` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `oobm`
--

DROP TABLE IF EXISTS `oobm`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `oobm` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `host_id` bigint(20) unsigned DEFAULT NULL COMMENT 'foreign key to host',
  `enabled` int(1) unsigned DEFAULT 0 COMMENT 'is out-of-band management enabled for host',
  `power_state` varchar(32) DEFAULT 'Disabled' COMMENT 'out-of-band management power status',
  `driver` varchar(32) DEFAULT NULL COMMENT 'out-of-band management driver',
  `address` varchar(255) DEFAULT NULL COMMENT 'out-of-band management interface address',
  `port` varchar(255) DEFAULT NULL,
  `username` varchar(255) DEFAULT NULL COMMENT 'out-of-band management interface username',
  `password` varchar(255) DEFAULT NULL COMMENT 'out-of-band management interface password',
  `update_count` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'atomic increase count making status update operation atomical',
  `update_time` datetime DEFAULT NULL COMMENT 'last power state update datetime',
  `mgmt_server_id` bigint(20) unsigned DEFAULT NULL COMMENT 'management server id which owns out-of-band management for the host',
  PRIMARY KEY (`id`),
  KEY `fk_oobm__host_id` (`host_id`),
  KEY `i_oobm__enabled` (`enabled`),
  KEY `i_oobm__power_state` (`power_state`),
  KEY `i_oobm__update_time` (`update_time`),
  KEY `i_oobm__mgmt_server_id` (`mgmt_server_id`),
  CONSTRAINT `fk_oobm__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_dc_ip_address_alloc`
--

DROP TABLE IF EXISTS `op_dc_ip_address_alloc`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_dc_ip_address_alloc` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'primary key',
  `ip_address` char(40) NOT NULL COMMENT 'ip address',
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'data center it belongs to',
  `pod_id` bigint(20) unsigned NOT NULL COMMENT 'pod it belongs to',
  `nic_id` bigint(20) unsigned DEFAULT NULL COMMENT 'nic id',
  `reservation_id` char(40) DEFAULT NULL COMMENT 'reservation id',
  `taken` datetime DEFAULT NULL COMMENT 'Date taken',
  `mac_address` bigint(20) unsigned NOT NULL COMMENT 'mac address for management ips',
  `forsystemvms` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'Indicates if IP is dedicated for CPVM or SSVM',
  `vlan` int(10) unsigned DEFAULT NULL COMMENT 'Vlan the management network range is on',
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_op_dc_ip_address_alloc__ip_address__data_center_id` (`ip_address`,`data_center_id`),
  KEY `fk_op_dc_ip_address_alloc__data_center_id` (`data_center_id`),
  KEY `i_op_dc_ip_address_alloc__pod_id__data_center_id__taken` (`pod_id`,`data_center_id`,`taken`,`nic_id`),
  KEY `i_op_dc_ip_address_alloc__pod_id` (`pod_id`),
  CONSTRAINT `fk_op_dc_ip_address_alloc__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_op_dc_ip_address_alloc__pod_id` FOREIGN KEY (`pod_id`) REFERENCES `host_pod_ref` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=254 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_dc_link_local_ip_address_alloc`
--

DROP TABLE IF EXISTS `op_dc_link_local_ip_address_alloc`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_dc_link_local_ip_address_alloc` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'primary key',
  `ip_address` char(40) NOT NULL COMMENT 'ip address',
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'data center it belongs to',
  `pod_id` bigint(20) unsigned NOT NULL COMMENT 'pod it belongs to',
  `nic_id` bigint(20) unsigned DEFAULT NULL COMMENT 'instance id',
  `reservation_id` char(40) DEFAULT NULL COMMENT 'reservation id used to reserve this network',
  `taken` datetime DEFAULT NULL COMMENT 'Date taken',
  PRIMARY KEY (`id`),
  KEY `i_op_dc_link_local_ip_address_alloc__pod_id` (`pod_id`),
  KEY `i_op_dc_link_local_ip_address_alloc__data_center_id` (`data_center_id`),
  KEY `i_op_dc_link_local_ip_address_alloc__nic_id_reservation_id` (`nic_id`,`reservation_id`)
) ENGINE=InnoDB AUTO_INCREMENT=65534 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_dc_storage_network_ip_address`
--

DROP TABLE IF EXISTS `op_dc_storage_network_ip_address`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_dc_storage_network_ip_address` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'primary key',
  `range_id` bigint(20) unsigned NOT NULL COMMENT 'id of ip range in dc_storage_network_ip_range',
  `ip_address` char(40) NOT NULL COMMENT 'ip address',
  `mac_address` bigint(20) unsigned NOT NULL COMMENT 'mac address for storage ips',
  `taken` datetime DEFAULT NULL COMMENT 'Date taken',
  PRIMARY KEY (`id`),
  KEY `fk_storage_ip_address__range_id` (`range_id`),
  CONSTRAINT `fk_storage_ip_address__range_id` FOREIGN KEY (`range_id`) REFERENCES `dc_storage_network_ip_range` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_dc_vnet_alloc`
--

DROP TABLE IF EXISTS `op_dc_vnet_alloc`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_dc_vnet_alloc` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'primary id',
  `vnet` varchar(18) NOT NULL COMMENT 'vnet',
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'physical network the vnet belongs to',
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'data center the vnet belongs to',
  `reservation_id` char(40) DEFAULT NULL COMMENT 'reservation id',
  `account_id` bigint(20) unsigned DEFAULT NULL COMMENT 'account the vnet belongs to right now',
  `taken` datetime DEFAULT NULL COMMENT 'Date taken',
  `account_vnet_map_id` bigint(20) unsigned DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_op_dc_vnet_alloc__vnet__data_center_id` (`vnet`,`physical_network_id`,`data_center_id`),
  KEY `i_op_dc_vnet_alloc__dc_taken` (`data_center_id`,`taken`),
  KEY `fk_op_dc_vnet_alloc__physical_network_id` (`physical_network_id`),
  KEY `fk_op_dc_vnet_alloc__account_vnet_map_id` (`account_vnet_map_id`),
  CONSTRAINT `fk_op_dc_vnet_alloc__account_vnet_map_id` FOREIGN KEY (`account_vnet_map_id`) REFERENCES `account_vnet_map` (`id`),
  CONSTRAINT `fk_op_dc_vnet_alloc__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_op_dc_vnet_alloc__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_ha_work`
--

DROP TABLE IF EXISTS `op_ha_work`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_ha_work` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `instance_id` bigint(20) unsigned NOT NULL COMMENT 'vm instance that needs to be ha.',
  `type` varchar(32) NOT NULL COMMENT 'type of work',
  `vm_type` varchar(32) NOT NULL COMMENT 'VM type',
  `state` varchar(32) NOT NULL COMMENT 'state of the vm instance when this happened.',
  `mgmt_server_id` bigint(20) unsigned DEFAULT NULL COMMENT 'management server that has taken up the work of doing ha',
  `host_id` bigint(20) unsigned DEFAULT NULL COMMENT 'host that the vm is suppose to be on',
  `created` datetime NOT NULL COMMENT 'time the entry was requested',
  `tried` int(10) unsigned DEFAULT NULL COMMENT '# of times tried',
  `taken` datetime DEFAULT NULL COMMENT 'time it was taken by the management server',
  `step` varchar(32) NOT NULL COMMENT 'Step in the work',
  `time_to_try` bigint(20) DEFAULT NULL COMMENT 'time to try do this work',
  `updated` bigint(20) unsigned NOT NULL COMMENT 'time the VM state was updated when it was stored into work queue',
  `reason` varchar(32) DEFAULT NULL COMMENT 'Reason for the HA work',
  PRIMARY KEY (`id`),
  KEY `i_op_ha_work__instance_id` (`instance_id`),
  KEY `i_op_ha_work__host_id` (`host_id`),
  KEY `i_op_ha_work__step` (`step`),
  KEY `i_op_ha_work__type` (`type`),
  KEY `i_op_ha_work__mgmt_server_id` (`mgmt_server_id`),
  CONSTRAINT `fk_op_ha_work__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`),
  CONSTRAINT `fk_op_ha_work__instance_id` FOREIGN KEY (`instance_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_op_ha_work__mgmt_server_id` FOREIGN KEY (`mgmt_server_id`) REFERENCES `mshost` (`msid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_host`
--

DROP TABLE IF EXISTS `op_host`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_host` (
  `id` bigint(20) unsigned NOT NULL COMMENT 'host id',
  `sequence` bigint(20) unsigned NOT NULL DEFAULT 1 COMMENT 'sequence for the host communication',
  PRIMARY KEY (`id`),
  CONSTRAINT `fk_op_host__id` FOREIGN KEY (`id`) REFERENCES `host` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_host_capacity`
--

DROP TABLE IF EXISTS `op_host_capacity`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_host_capacity` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `host_id` bigint(20) unsigned DEFAULT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL,
  `pod_id` bigint(20) unsigned DEFAULT NULL,
  `cluster_id` bigint(20) unsigned DEFAULT NULL COMMENT 'foreign key to cluster',
  `used_capacity` bigint(20) NOT NULL,
  `reserved_capacity` bigint(20) NOT NULL,
  `total_capacity` bigint(20) NOT NULL,
  `capacity_type` int(1) unsigned NOT NULL,
  `capacity_state` varchar(32) NOT NULL DEFAULT 'Enabled' COMMENT 'Is this capacity enabled for allocation for new resources',
  `update_time` datetime DEFAULT NULL COMMENT 'time the capacity was last updated',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  KEY `i_op_host_capacity__host_type` (`host_id`,`capacity_type`),
  KEY `i_op_host_capacity__pod_id` (`pod_id`),
  KEY `i_op_host_capacity__data_center_id` (`data_center_id`),
  KEY `i_op_host_capacity__cluster_id` (`cluster_id`)
) ENGINE=InnoDB AUTO_INCREMENT=7 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_host_planner_reservation`
--

DROP TABLE IF EXISTS `op_host_planner_reservation`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_host_planner_reservation` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `data_center_id` bigint(20) unsigned NOT NULL,
  `pod_id` bigint(20) unsigned DEFAULT NULL,
  `cluster_id` bigint(20) unsigned DEFAULT NULL,
  `host_id` bigint(20) unsigned DEFAULT NULL,
  `resource_usage` varchar(255) DEFAULT NULL COMMENT 'Shared(between planners) Vs Dedicated (exclusive usage to a planner)',
  PRIMARY KEY (`id`),
  KEY `i_op_host_planner_reservation__host_resource_usage` (`host_id`,`resource_usage`),
  KEY `fk_planner_reservation__data_center_id` (`data_center_id`),
  KEY `fk_planner_reservation__pod_id` (`pod_id`),
  KEY `fk_planner_reservation__cluster_id` (`cluster_id`),
  KEY `i_op_host_planner_reservation__resource_usage` (`resource_usage`),
  CONSTRAINT `fk_planner_reservation__cluster_id` FOREIGN KEY (`cluster_id`) REFERENCES `cluster` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_planner_reservation__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_planner_reservation__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_planner_reservation__pod_id` FOREIGN KEY (`pod_id`) REFERENCES `host_pod_ref` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_host_transfer`
--

DROP TABLE IF EXISTS `op_host_transfer`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_host_transfer` (
  `id` bigint(20) unsigned NOT NULL COMMENT 'Id of the host',
  `initial_mgmt_server_id` bigint(20) unsigned DEFAULT NULL COMMENT 'management server the host is transferred from',
  `future_mgmt_server_id` bigint(20) unsigned DEFAULT NULL COMMENT 'management server the host is transferred to',
  `state` varchar(32) NOT NULL COMMENT 'the transfer state of the host',
  `created` datetime NOT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  KEY `fk_op_host_transfer__initial_mgmt_server_id` (`initial_mgmt_server_id`),
  KEY `fk_op_host_transfer__future_mgmt_server_id` (`future_mgmt_server_id`),
  CONSTRAINT `fk_op_host_transfer__future_mgmt_server_id` FOREIGN KEY (`future_mgmt_server_id`) REFERENCES `mshost` (`msid`),
  CONSTRAINT `fk_op_host_transfer__id` FOREIGN KEY (`id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_op_host_transfer__initial_mgmt_server_id` FOREIGN KEY (`initial_mgmt_server_id`) REFERENCES `mshost` (`msid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_it_work`
--

DROP TABLE IF EXISTS `op_it_work`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_it_work` (
  `id` char(40) NOT NULL COMMENT 'reservation id',
  `mgmt_server_id` bigint(20) unsigned DEFAULT NULL COMMENT 'management server id',
  `created_at` bigint(20) unsigned NOT NULL COMMENT 'when was this work detail created',
  `thread` varchar(255) NOT NULL COMMENT 'thread name',
  `type` char(32) NOT NULL COMMENT 'type of work',
  `vm_type` char(32) NOT NULL COMMENT 'type of vm',
  `step` char(32) NOT NULL COMMENT 'state',
  `updated_at` bigint(20) unsigned NOT NULL COMMENT 'time it was taken over',
  `instance_id` bigint(20) unsigned NOT NULL COMMENT 'vm instance',
  `resource_type` char(32) DEFAULT NULL COMMENT 'type of resource being worked on',
  `resource_id` bigint(20) unsigned DEFAULT NULL COMMENT 'resource id being worked on',
  PRIMARY KEY (`id`),
  KEY `fk_op_it_work__mgmt_server_id` (`mgmt_server_id`),
  KEY `fk_op_it_work__instance_id` (`instance_id`),
  KEY `i_op_it_work__step` (`step`),
  KEY `i_type_and_updated` (`type`,`updated_at`),
  CONSTRAINT `fk_op_it_work__instance_id` FOREIGN KEY (`instance_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_op_it_work__mgmt_server_id` FOREIGN KEY (`mgmt_server_id`) REFERENCES `mshost` (`msid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_lock`
--

DROP TABLE IF EXISTS `op_lock`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_lock` (
  `key` varchar(128) NOT NULL COMMENT 'primary key of the table',
  `mac` varchar(17) NOT NULL COMMENT 'management server id of the server that holds this lock',
  `ip` char(40) NOT NULL COMMENT 'name of the thread that holds this lock',
  `thread` varchar(255) NOT NULL COMMENT 'Thread id that acquired this lock',
  `acquired_on` timestamp NOT NULL DEFAULT current_timestamp() COMMENT 'Time acquired',
  `waiters` int(11) NOT NULL DEFAULT 0 COMMENT 'How many have the thread acquired this lock (reentrant)',
  PRIMARY KEY (`key`),
  UNIQUE KEY `key` (`key`),
  KEY `i_op_lock__mac_ip_thread` (`mac`,`ip`,`thread`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_networks`
--

DROP TABLE IF EXISTS `op_networks`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_networks` (
  `id` bigint(20) unsigned NOT NULL,
  `mac_address_seq` bigint(20) unsigned NOT NULL DEFAULT 1 COMMENT 'mac address',
  `nics_count` int(10) unsigned NOT NULL DEFAULT 0 COMMENT '# of nics',
  `gc` tinyint(3) unsigned NOT NULL DEFAULT 1 COMMENT 'gc this network or not',
  `check_for_gc` tinyint(3) unsigned NOT NULL DEFAULT 1 COMMENT 'check this network for gc or not',
  PRIMARY KEY (`id`),
  CONSTRAINT `fk_op_networks__id` FOREIGN KEY (`id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_nwgrp_work`
--

DROP TABLE IF EXISTS `op_nwgrp_work`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_nwgrp_work` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `instance_id` bigint(20) unsigned NOT NULL COMMENT 'vm instance that needs rules to be synced.',
  `mgmt_server_id` bigint(20) unsigned DEFAULT NULL COMMENT 'management server that has taken up the work of doing rule sync',
  `created` datetime NOT NULL COMMENT 'time the entry was requested',
  `taken` datetime DEFAULT NULL COMMENT 'time it was taken by the management server',
  `step` varchar(32) NOT NULL COMMENT 'Step in the work',
  `seq_no` bigint(20) unsigned DEFAULT NULL COMMENT 'seq number to be sent to agent, uniquely identifies ruleset update',
  PRIMARY KEY (`id`),
  KEY `i_op_nwgrp_work__instance_id` (`instance_id`),
  KEY `i_op_nwgrp_work__mgmt_server_id` (`mgmt_server_id`),
  KEY `i_op_nwgrp_work__taken` (`taken`),
  KEY `i_op_nwgrp_work__step` (`step`),
  KEY `i_op_nwgrp_work__seq_no` (`seq_no`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_pod_vlan_alloc`
--

DROP TABLE IF EXISTS `op_pod_vlan_alloc`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_pod_vlan_alloc` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'primary id',
  `vlan` varchar(18) NOT NULL COMMENT 'vlan id',
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'data center the pod belongs to',
  `pod_id` bigint(20) unsigned NOT NULL COMMENT 'pod the vlan belongs to',
  `account_id` bigint(20) unsigned DEFAULT NULL COMMENT 'account the vlan belongs to right now',
  `taken` datetime DEFAULT NULL COMMENT 'Date taken',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_router_monitoring_services`
--

DROP TABLE IF EXISTS `op_router_monitoring_services`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_router_monitoring_services` (
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'Primary Key',
  `router_name` varchar(255) NOT NULL COMMENT 'Name of the Virtual Router',
  `last_alert_timestamp` varchar(255) NOT NULL COMMENT 'Timestamp of the last alert received from Virtual Router',
  PRIMARY KEY (`vm_id`),
  UNIQUE KEY `vm_id` (`vm_id`),
  CONSTRAINT `fk_virtual_router__id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_user_stats_log`
--

DROP TABLE IF EXISTS `op_user_stats_log`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_user_stats_log` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `user_stats_id` bigint(20) unsigned NOT NULL,
  `net_bytes_received` bigint(20) unsigned NOT NULL DEFAULT 0,
  `net_bytes_sent` bigint(20) unsigned NOT NULL DEFAULT 0,
  `current_bytes_received` bigint(20) unsigned NOT NULL DEFAULT 0,
  `current_bytes_sent` bigint(20) unsigned NOT NULL DEFAULT 0,
  `agg_bytes_received` bigint(20) unsigned NOT NULL DEFAULT 0,
  `agg_bytes_sent` bigint(20) unsigned NOT NULL DEFAULT 0,
  `updated` datetime DEFAULT NULL COMMENT 'stats update timestamp',
  PRIMARY KEY (`id`),
  UNIQUE KEY `user_stats_id` (`user_stats_id`,`updated`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_vm_ruleset_log`
--

DROP TABLE IF EXISTS `op_vm_ruleset_log`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_vm_ruleset_log` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `instance_id` bigint(20) unsigned NOT NULL COMMENT 'vm instance that needs rules to be synced.',
  `created` datetime NOT NULL COMMENT 'time the entry was requested',
  `logsequence` bigint(20) unsigned DEFAULT NULL COMMENT 'seq number to be sent to agent, uniquely identifies ruleset update',
  PRIMARY KEY (`id`),
  UNIQUE KEY `u_op_vm_ruleset_log__instance_id` (`instance_id`)
) ENGINE=InnoDB AUTO_INCREMENT=9 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `op_vpc_distributed_router_sequence_no`
--

DROP TABLE IF EXISTS `op_vpc_distributed_router_sequence_no`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `op_vpc_distributed_router_sequence_no` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `vpc_id` bigint(20) unsigned NOT NULL COMMENT 'vpc id.',
  `topology_update_sequence_no` bigint(20) unsigned DEFAULT NULL COMMENT 'sequence number to be sent to hypervisor, uniquely identifies a VPC topology update',
  `routing_policy__update_sequence_no` bigint(20) unsigned DEFAULT NULL COMMENT 'sequence number to be sent to hypervisor, uniquely identifies a routing policy update',
  PRIMARY KEY (`id`),
  UNIQUE KEY `u_op_vpc_distributed_router_sequence_no_vpc_id` (`vpc_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ovs_providers`
--

DROP TABLE IF EXISTS `ovs_providers`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ovs_providers` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `nsp_id` bigint(20) unsigned NOT NULL COMMENT 'Network Service Provider ID',
  `uuid` varchar(40) DEFAULT NULL,
  `enabled` int(1) NOT NULL COMMENT 'Enabled or disabled',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_ovs_providers__uuid` (`uuid`),
  KEY `fk_ovs_providers__nsp_id` (`nsp_id`),
  CONSTRAINT `fk_ovs_providers__nsp_id` FOREIGN KEY (`nsp_id`) REFERENCES `physical_network_service_providers` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ovs_tunnel_interface`
--

DROP TABLE IF EXISTS `ovs_tunnel_interface`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ovs_tunnel_interface` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `ip` varchar(16) DEFAULT NULL,
  `netmask` varchar(16) DEFAULT NULL,
  `mac` varchar(18) DEFAULT NULL,
  `host_id` bigint(20) DEFAULT NULL,
  `label` varchar(45) DEFAULT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ovs_tunnel_network`
--

DROP TABLE IF EXISTS `ovs_tunnel_network`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ovs_tunnel_network` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `from` bigint(20) unsigned NOT NULL COMMENT 'from host id',
  `to` bigint(20) unsigned NOT NULL COMMENT 'to host id',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network identifier',
  `key` int(10) unsigned DEFAULT NULL COMMENT 'gre key',
  `port_name` varchar(32) DEFAULT NULL COMMENT 'in port on open vswitch',
  `state` varchar(16) DEFAULT 'FAILED' COMMENT 'result of tunnel creatation',
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_to_from_network_id` (`to`,`from`,`network_id`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `passphrase`
--

DROP TABLE IF EXISTS `passphrase`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `passphrase` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `passphrase` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `physical_network`
--

DROP TABLE IF EXISTS `physical_network`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `physical_network` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `name` varchar(255) NOT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'data center id that this physical network belongs to',
  `vnet` varchar(255) DEFAULT NULL,
  `speed` varchar(32) DEFAULT NULL,
  `domain_id` bigint(20) unsigned DEFAULT NULL COMMENT 'foreign key to domain id',
  `broadcast_domain_range` varchar(32) NOT NULL DEFAULT 'POD' COMMENT 'range of broadcast domain : POD/ZONE',
  `state` varchar(32) NOT NULL DEFAULT 'Disabled' COMMENT 'what state is this configuration in',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_physical_networks__uuid` (`uuid`),
  KEY `fk_physical_network__data_center_id` (`data_center_id`),
  KEY `fk_physical_network__domain_id` (`domain_id`),
  KEY `i_physical_network__removed` (`removed`),
  CONSTRAINT `fk_physical_network__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_physical_network__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=201 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `physical_network_isolation_methods`
--

DROP TABLE IF EXISTS `physical_network_isolation_methods`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `physical_network_isolation_methods` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network',
  `isolation_method` varchar(255) NOT NULL COMMENT 'isolation method(VLAN, L3 or GRE)',
  PRIMARY KEY (`id`),
  UNIQUE KEY `physical_network_id` (`physical_network_id`,`isolation_method`),
  CONSTRAINT `fk_physical_network_imethods__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `physical_network_service_providers`
--

DROP TABLE IF EXISTS `physical_network_service_providers`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `physical_network_service_providers` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network',
  `provider_name` varchar(255) NOT NULL COMMENT 'Service Provider name',
  `state` varchar(32) NOT NULL DEFAULT 'Disabled' COMMENT 'provider state',
  `destination_physical_network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the physical network to bridge to',
  `vpn_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is VPN service provided',
  `dhcp_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is DHCP service provided',
  `dns_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is DNS service provided',
  `gateway_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is Gateway service provided',
  `firewall_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is Firewall service provided',
  `source_nat_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is Source NAT service provided',
  `load_balance_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is LB service provided',
  `static_nat_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is Static NAT service provided',
  `port_forwarding_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is Port Forwarding service provided',
  `user_data_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is UserData service provided',
  `security_group_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is SG service provided',
  `networkacl_service_provided` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is Network ACL service provided',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_service_providers__uuid` (`uuid`),
  KEY `fk_pnetwork_service_providers__physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_pnetwork_service_providers__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=8 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `physical_network_tags`
--

DROP TABLE IF EXISTS `physical_network_tags`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `physical_network_tags` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network',
  `tag` varchar(255) NOT NULL COMMENT 'tag',
  PRIMARY KEY (`id`),
  UNIQUE KEY `physical_network_id` (`physical_network_id`,`tag`),
  CONSTRAINT `fk_physical_network_tags__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `physical_network_traffic_types`
--

DROP TABLE IF EXISTS `physical_network_traffic_types`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `physical_network_traffic_types` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the physical network',
  `traffic_type` varchar(32) NOT NULL COMMENT 'type of traffic going through this network',
  `xenserver_network_label` varchar(255) DEFAULT NULL COMMENT 'The network name label of the physical device dedicated to this traffic on a XenServer host',
  `kvm_network_label` varchar(255) DEFAULT 'cloudbr0' COMMENT 'The network name label of the physical device dedicated to this traffic on a KVM host',
  `vmware_network_label` varchar(255) DEFAULT 'vSwitch0' COMMENT 'The network name label of the physical device dedicated to this traffic on a VMware host',
  `simulator_network_label` varchar(255) DEFAULT NULL COMMENT 'The name labels needed for identifying the simulator',
  `ovm_network_label` varchar(255) DEFAULT NULL COMMENT 'The network name label of the physical device dedicated to this traffic on a Ovm host',
  `vlan` varchar(255) DEFAULT NULL COMMENT 'The vlan tag to be sent down to a VMware host',
  `lxc_network_label` varchar(255) DEFAULT 'cloudbr0' COMMENT 'The network name label of the physical device dedicated to this traffic on a LXC host',
  `hyperv_network_label` varchar(255) DEFAULT NULL COMMENT 'The network name label of the physical device dedicated to this traffic on a HyperV host',
  PRIMARY KEY (`id`),
  UNIQUE KEY `physical_network_id` (`physical_network_id`,`traffic_type`),
  UNIQUE KEY `uc_traffic_types__uuid` (`uuid`),
  CONSTRAINT `fk_physical_network_traffic_types__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=4 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `pod_vlan_map`
--

DROP TABLE IF EXISTS `pod_vlan_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `pod_vlan_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `pod_id` bigint(20) unsigned NOT NULL COMMENT 'pod id. foreign key to pod table',
  `vlan_db_id` bigint(20) unsigned NOT NULL COMMENT 'database id of vlan. foreign key to vlan table',
  PRIMARY KEY (`id`),
  KEY `i_pod_vlan_map__pod_id` (`pod_id`),
  KEY `i_pod_vlan_map__vlan_id` (`vlan_db_id`),
  CONSTRAINT `fk_pod_vlan_map__pod_id` FOREIGN KEY (`pod_id`) REFERENCES `host_pod_ref` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_pod_vlan_map__vlan_id` FOREIGN KEY (`vlan_db_id`) REFERENCES `vlan` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `port_forwarding_rules`
--

DROP TABLE IF EXISTS `port_forwarding_rules`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `port_forwarding_rules` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `instance_id` bigint(20) unsigned NOT NULL COMMENT 'vm instance id',
  `dest_ip_address` char(40) NOT NULL COMMENT 'id_address',
  `dest_port_start` int(10) NOT NULL COMMENT 'starting port of the port range to map to',
  `dest_port_end` int(10) NOT NULL COMMENT 'end port of the port range to map to',
  PRIMARY KEY (`id`),
  KEY `fk_port_forwarding_rules__instance_id` (`instance_id`),
  CONSTRAINT `fk_port_forwarding_rules__id` FOREIGN KEY (`id`) REFERENCES `firewall_rules` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_port_forwarding_rules__instance_id` FOREIGN KEY (`instance_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `port_profile`
--

DROP TABLE IF EXISTS `port_profile`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `port_profile` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `port_profile_name` varchar(255) DEFAULT NULL,
  `port_mode` varchar(10) DEFAULT NULL,
  `vsm_id` bigint(20) unsigned NOT NULL,
  `trunk_low_vlan_id` int(11) DEFAULT NULL,
  `trunk_high_vlan_id` int(11) DEFAULT NULL,
  `access_vlan_id` int(11) DEFAULT NULL,
  `port_type` varchar(20) NOT NULL,
  `port_binding` varchar(20) DEFAULT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `portable_ip_address`
--

DROP TABLE IF EXISTS `portable_ip_address`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `portable_ip_address` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `account_id` bigint(20) unsigned DEFAULT NULL,
  `domain_id` bigint(20) unsigned DEFAULT NULL,
  `allocated` datetime DEFAULT NULL COMMENT 'Date portable ip was allocated',
  `state` char(32) NOT NULL DEFAULT 'Free' COMMENT 'state of the portable ip address',
  `region_id` int(10) unsigned NOT NULL,
  `vlan` varchar(255) DEFAULT NULL,
  `gateway` varchar(255) DEFAULT NULL,
  `netmask` varchar(255) DEFAULT NULL,
  `portable_ip_address` varchar(255) DEFAULT NULL,
  `portable_ip_range_id` bigint(20) unsigned NOT NULL,
  `data_center_id` bigint(20) unsigned DEFAULT NULL COMMENT 'zone to which portable IP is associated',
  `physical_network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'physical network id in the zone to which portable IP is associated',
  `network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'guest network to which portable ip address is associated with',
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vpc to which portable ip address is associated with',
  PRIMARY KEY (`id`),
  KEY `fk_portable_ip_address__portable_ip_range_id` (`portable_ip_range_id`),
  KEY `fk_portable_ip_address__region_id` (`region_id`),
  CONSTRAINT `fk_portable_ip_address__portable_ip_range_id` FOREIGN KEY (`portable_ip_range_id`) REFERENCES `portable_ip_range` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_portable_ip_address__region_id` FOREIGN KEY (`region_id`) REFERENCES `region` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `portable_ip_range`
--

DROP TABLE IF EXISTS `portable_ip_range`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `portable_ip_range` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `region_id` int(10) unsigned NOT NULL,
  `vlan_id` varchar(255) DEFAULT NULL,
  `gateway` varchar(255) DEFAULT NULL,
  `netmask` varchar(255) DEFAULT NULL,
  `start_ip` varchar(255) DEFAULT NULL,
  `end_ip` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_portableip__region_id` (`region_id`),
  CONSTRAINT `fk_portableip__region_id` FOREIGN KEY (`region_id`) REFERENCES `region` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `private_ip_address`
--

DROP TABLE IF EXISTS `private_ip_address`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `private_ip_address` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'primary key',
  `ip_address` char(40) NOT NULL COMMENT 'ip address',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'id of the network ip belongs to',
  `reservation_id` char(40) DEFAULT NULL COMMENT 'reservation id',
  `mac_address` varchar(17) DEFAULT NULL COMMENT 'mac address',
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vpc this ip belongs to',
  `taken` datetime DEFAULT NULL COMMENT 'Date taken',
  `source_nat` tinyint(1) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `fk_private_ip_address__vpc_id` (`vpc_id`),
  KEY `fk_private_ip_address__network_id` (`network_id`),
  CONSTRAINT `fk_private_ip_address__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_private_ip_address__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `project_account`
--

DROP TABLE IF EXISTS `project_account`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `project_account` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'account id',
  `user_id` bigint(20) unsigned DEFAULT NULL COMMENT 'ID of user to be added to the project',
  `account_role` varchar(255) NOT NULL DEFAULT 'Regular' COMMENT 'Account role in the project (Owner or Regular)',
  `project_id` bigint(20) unsigned NOT NULL COMMENT 'project id',
  `project_account_id` bigint(20) unsigned NOT NULL,
  `project_role_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Project role id',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_project_account__project_id_account_id_user_id` (`project_id`,`account_id`,`user_id`),
  KEY `fk_project_account__project_account_id` (`project_account_id`),
  KEY `fk_project_account__user_id` (`user_id`),
  KEY `fk_project_account__project_role_id` (`project_role_id`),
  KEY `fk_project_account__account_id` (`account_id`),
  CONSTRAINT `fk_project_account__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_project_account__project_account_id` FOREIGN KEY (`project_account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_project_account__project_id` FOREIGN KEY (`project_id`) REFERENCES `projects` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_project_account__project_role_id` FOREIGN KEY (`project_role_id`) REFERENCES `project_role` (`id`) ON DELETE SET NULL,
  CONSTRAINT `fk_project_account__user_id` FOREIGN KEY (`user_id`) REFERENCES `user` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `project_account_view`
--

DROP TABLE IF EXISTS `project_account_view`;
/*!50001 DROP VIEW IF EXISTS `project_account_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `project_account_view` AS SELECT
 NULL AS `id`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `user_id`,
 NULL AS `user_uuid`,
 NULL AS `user_name`,
 NULL AS `account_role`,
 NULL AS `project_role_id`,
 NULL AS `project_role_uuid`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path` */;
SET character_set_client = @saved_cs_client;

--
-- Temporary table structure for view `project_invitation_view`
--

DROP TABLE IF EXISTS `project_invitation_view`;
/*!50001 DROP VIEW IF EXISTS `project_invitation_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `project_invitation_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `email`,
 NULL AS `created`,
 NULL AS `state`,
 NULL AS `project_role_id`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `user_id`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `project_invitations`
--

DROP TABLE IF EXISTS `project_invitations`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `project_invitations` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `project_id` bigint(20) unsigned NOT NULL COMMENT 'project id',
  `account_id` bigint(20) unsigned DEFAULT NULL COMMENT 'account id',
  `user_id` bigint(20) unsigned DEFAULT NULL COMMENT 'ID of user to be added to the project',
  `domain_id` bigint(20) unsigned DEFAULT NULL COMMENT 'domain id',
  `account_role` varchar(255) NOT NULL DEFAULT 'Regular' COMMENT 'Account role in the project (Owner or Regular)',
  `project_role_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Project role id',
  `email` varchar(255) DEFAULT NULL COMMENT 'email',
  `token` varchar(255) DEFAULT NULL COMMENT 'token',
  `state` varchar(255) NOT NULL DEFAULT 'Pending' COMMENT 'the state of the invitation',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `project_id_2` (`project_id`,`email`),
  UNIQUE KEY `project_id_3` (`project_id`,`token`),
  UNIQUE KEY `uc_project_invitations__uuid` (`uuid`),
  UNIQUE KEY `uc_project_invitations__project_id_account_id_user_id` (`project_id`,`account_id`,`user_id`),
  KEY `fk_project_invitations__account_id` (`account_id`),
  KEY `fk_project_invitations__domain_id` (`domain_id`),
  KEY `fk_project_invitations__user_id` (`user_id`),
  KEY `fk_project_invitations__project_role_id` (`project_role_id`),
  CONSTRAINT `fk_project_invitations__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_project_invitations__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_project_invitations__project_id` FOREIGN KEY (`project_id`) REFERENCES `projects` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_project_invitations__project_role_id` FOREIGN KEY (`project_role_id`) REFERENCES `project_role` (`id`) ON DELETE SET NULL,
  CONSTRAINT `fk_project_invitations__user_id` FOREIGN KEY (`user_id`) REFERENCES `user` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `project_role`
--

DROP TABLE IF EXISTS `project_role`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `project_role` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) DEFAULT NULL,
  `name` varchar(255) DEFAULT NULL COMMENT 'unique name of the dynamic project role',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  `description` text CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'description of the project role',
  `project_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Id of the project to which the role belongs',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  UNIQUE KEY `name` (`name`,`project_id`),
  KEY `i_project_role__name` (`name`),
  KEY `fk_project_role__project_id` (`project_id`),
  CONSTRAINT `fk_project_role__project_id` FOREIGN KEY (`project_id`) REFERENCES `projects` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `project_role_permissions`
--

DROP TABLE IF EXISTS `project_role_permissions`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `project_role_permissions` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) DEFAULT NULL,
  `project_id` bigint(20) unsigned NOT NULL COMMENT 'id of the role',
  `project_role_id` bigint(20) unsigned NOT NULL COMMENT 'id of the role',
  `rule` varchar(255) NOT NULL COMMENT 'rule for the role, api name or wildcard',
  `permission` varchar(255) NOT NULL COMMENT 'access authority, allow or deny',
  `description` text DEFAULT NULL COMMENT 'description of the rule',
  `sort_order` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'permission sort order',
  PRIMARY KEY (`id`),
  UNIQUE KEY `project_role_id` (`project_role_id`,`rule`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_project_role_permissions__project_role_id` (`project_role_id`),
  KEY `i_project_role_permissions__sort_order` (`sort_order`),
  KEY `fk_project_role_permissions__project_id` (`project_id`),
  CONSTRAINT `fk_project_role_permissions__project_id` FOREIGN KEY (`project_id`) REFERENCES `projects` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_project_role_permissions__project_role_id` FOREIGN KEY (`project_role_id`) REFERENCES `project_role` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `project_view`
--

DROP TABLE IF EXISTS `project_view`;
/*!50001 DROP VIEW IF EXISTS `project_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `project_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `display_text`,
 NULL AS `state`,
 NULL AS `removed`,
 NULL AS `created`,
 NULL AS `project_account_id`,
 NULL AS `owner`,
 NULL AS `account_id`,
 NULL AS `user_id`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `projects`
--

DROP TABLE IF EXISTS `projects`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `projects` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'project name',
  `uuid` varchar(40) DEFAULT NULL,
  `display_text` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'project display text',
  `project_account_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  `state` varchar(255) NOT NULL COMMENT 'state of the project (Active/Inactive/Suspended)',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_projects__uuid` (`uuid`),
  KEY `fk_projects__project_account_id` (`project_account_id`),
  KEY `fk_projects__domain_id` (`domain_id`),
  KEY `i_projects__removed` (`removed`),
  CONSTRAINT `fk_projects__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_projects__project_account_id` FOREIGN KEY (`project_account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `quarantined_ips`
--

DROP TABLE IF EXISTS `quarantined_ips`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `quarantined_ips` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) DEFAULT NULL,
  `public_ip_address_id` bigint(20) unsigned NOT NULL COMMENT 'ID of the quarantined public IP address, foreign key to `user_ip_address` table',
  `previous_owner_id` bigint(20) unsigned NOT NULL COMMENT 'ID of the previous owner of the public IP address, foreign key to `account` table',
  `created` datetime NOT NULL,
  `removed` datetime DEFAULT NULL,
  `end_date` datetime NOT NULL,
  `removal_reason` varchar(255) DEFAULT NULL,
  `remover_account_id` bigint(20) unsigned DEFAULT NULL COMMENT 'ID of the account that removed the IP from quarantine, foreign key to `account` table',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_quarantined_ips__public_ip_address_id` (`public_ip_address_id`),
  KEY `fk_quarantined_ips__previous_owner_id` (`previous_owner_id`),
  KEY `fk_quarantined_ips__remover_account_id` (`remover_account_id`),
  CONSTRAINT `fk_quarantined_ips__previous_owner_id` FOREIGN KEY (`previous_owner_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_quarantined_ips__public_ip_address_id` FOREIGN KEY (`public_ip_address_id`) REFERENCES `user_ip_address` (`id`),
  CONSTRAINT `fk_quarantined_ips__remover_account_id` FOREIGN KEY (`remover_account_id`) REFERENCES `account` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `reconcile_commands`
--

DROP TABLE IF EXISTS `reconcile_commands`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `reconcile_commands` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `management_server_id` bigint(20) unsigned NOT NULL COMMENT 'node id of the management server',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'id of the host',
  `request_sequence` bigint(20) unsigned NOT NULL COMMENT 'sequence of the request',
  `resource_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the resource',
  `resource_type` varchar(255) DEFAULT NULL COMMENT 'type if the resource',
  `state_by_management` varchar(255) DEFAULT NULL COMMENT 'state of the command updated by management server',
  `state_by_agent` varchar(255) DEFAULT NULL COMMENT 'state of the command updated by cloudstack agent',
  `command_name` varchar(255) DEFAULT NULL COMMENT 'name of the command',
  `command_info` mediumtext DEFAULT NULL COMMENT 'info of the command',
  `answer_name` varchar(255) DEFAULT NULL COMMENT 'name of the answer',
  `answer_info` mediumtext DEFAULT NULL COMMENT 'info of the answer',
  `created` datetime DEFAULT NULL COMMENT 'date the reconcile command was created',
  `removed` datetime DEFAULT NULL COMMENT 'date the reconcile command was removed',
  `updated` datetime DEFAULT NULL COMMENT 'date the reconcile command was updated',
  `retry_count` bigint(20) unsigned DEFAULT 0 COMMENT 'The retry count of reconciliation',
  PRIMARY KEY (`id`),
  UNIQUE KEY `id` (`id`),
  KEY `i_reconcile_command__host_id` (`host_id`),
  CONSTRAINT `fk_reconcile_command__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `region`
--

DROP TABLE IF EXISTS `region`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `region` (
  `id` int(10) unsigned NOT NULL,
  `name` varchar(255) NOT NULL,
  `end_point` varchar(255) NOT NULL,
  `portableip_service_enabled` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is Portable IP service enabled in the Region',
  `gslb_service_enabled` tinyint(1) unsigned NOT NULL DEFAULT 1 COMMENT 'Is GSLB service enabled in the Region',
  PRIMARY KEY (`id`),
  UNIQUE KEY `name` (`name`),
  UNIQUE KEY `id_2` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `remote_access_vpn`
--

DROP TABLE IF EXISTS `remote_access_vpn`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `remote_access_vpn` (
  `vpn_server_addr_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `network_id` bigint(20) unsigned DEFAULT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `local_ip` char(40) NOT NULL,
  `ip_range` varchar(32) NOT NULL,
  `ipsec_psk` text NOT NULL,
  `state` char(32) NOT NULL,
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `vpc_id` bigint(20) unsigned DEFAULT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the entry can be displayed to the end user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `vpn_server_addr_id` (`vpn_server_addr_id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_remote_access_vpn__account_id` (`account_id`),
  KEY `fk_remote_access_vpn__domain_id` (`domain_id`),
  KEY `fk_remote_access_vpn__network_id` (`network_id`),
  CONSTRAINT `fk_remote_access_vpn__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_remote_access_vpn__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_remote_access_vpn__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_remote_access_vpn__vpn_server_addr_id` FOREIGN KEY (`vpn_server_addr_id`) REFERENCES `user_ip_address` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `remote_access_vpn_details`
--

DROP TABLE IF EXISTS `remote_access_vpn_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `remote_access_vpn_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `remote_access_vpn_id` bigint(20) unsigned NOT NULL COMMENT 'Remote access vpn id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_remote_access_vpn_details__remote_access_vpn_id` (`remote_access_vpn_id`),
  CONSTRAINT `fk_remote_access_vpn_details__remote_access_vpn_id` FOREIGN KEY (`remote_access_vpn_id`) REFERENCES `remote_access_vpn` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `resource_count`
--

DROP TABLE IF EXISTS `resource_count`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `resource_count` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `account_id` bigint(20) unsigned DEFAULT NULL,
  `domain_id` bigint(20) unsigned DEFAULT NULL,
  `type` varchar(255) DEFAULT NULL,
  `count` bigint(20) NOT NULL DEFAULT 0,
  `tag` varchar(64) DEFAULT NULL COMMENT 'tag for the resource count',
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_resource_count__type_tag_accountId` (`type`,`tag`,`account_id`),
  UNIQUE KEY `i_resource_count__type_tag_domainId` (`type`,`tag`,`domain_id`),
  KEY `fk_resource_count__account_id` (`account_id`),
  KEY `fk_resource_count__domain_id` (`domain_id`),
  KEY `i_resource_count__type` (`type`),
  CONSTRAINT `fk_resource_count__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_resource_count__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=72 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `resource_icon`
--

DROP TABLE IF EXISTS `resource_icon`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `resource_icon` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `icon` blob DEFAULT NULL COMMENT 'Base64 version of the resource icon',
  `resource_id` bigint(20) unsigned NOT NULL,
  `resource_uuid` varchar(40) DEFAULT NULL,
  `resource_type` varchar(255) DEFAULT NULL,
  `updated` datetime DEFAULT NULL,
  `created` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_resource_icon__uuid` (`uuid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `resource_limit`
--

DROP TABLE IF EXISTS `resource_limit`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `resource_limit` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `domain_id` bigint(20) unsigned DEFAULT NULL,
  `account_id` bigint(20) unsigned DEFAULT NULL,
  `type` varchar(255) DEFAULT NULL,
  `max` bigint(20) NOT NULL DEFAULT -1,
  `tag` varchar(64) DEFAULT NULL COMMENT 'tag for the limit',
  PRIMARY KEY (`id`),
  KEY `i_resource_limit__domain_id` (`domain_id`),
  KEY `i_resource_limit__account_id` (`account_id`),
  CONSTRAINT `fk_resource_limit__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_resource_limit__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `resource_reservation`
--

DROP TABLE IF EXISTS `resource_reservation`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `resource_reservation` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `account_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `resource_type` varchar(255) NOT NULL,
  `amount` bigint(20) NOT NULL,
  `tag` varchar(64) DEFAULT NULL COMMENT 'tag for the resource reservation',
  `resource_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the resource',
  `mgmt_server_id` bigint(20) unsigned DEFAULT NULL COMMENT 'management server id',
  `created` datetime DEFAULT NULL COMMENT 'date when the reservation was created',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=39 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `resource_tag_view`
--

DROP TABLE IF EXISTS `resource_tag_view`;
/*!50001 DROP VIEW IF EXISTS `resource_tag_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `resource_tag_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `key`,
 NULL AS `value`,
 NULL AS `resource_id`,
 NULL AS `resource_uuid`,
 NULL AS `resource_type`,
 NULL AS `customer`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `resource_tags`
--

DROP TABLE IF EXISTS `resource_tags`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `resource_tags` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `key` varchar(255) DEFAULT NULL,
  `value` varchar(255) DEFAULT NULL,
  `resource_id` bigint(20) unsigned NOT NULL,
  `resource_uuid` varchar(40) DEFAULT NULL,
  `resource_type` varchar(255) DEFAULT NULL,
  `customer` varchar(255) DEFAULT NULL,
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'foreign key to domain id',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner of this network',
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_tags__resource_id__resource_type__key` (`resource_id`,`resource_type`,`key`),
  UNIQUE KEY `uc_resource_tags__uuid` (`uuid`),
  KEY `fk_tags__account_id` (`account_id`),
  KEY `fk_tags__domain_id` (`domain_id`),
  CONSTRAINT `fk_tags__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_tags__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `role_permissions`
--

DROP TABLE IF EXISTS `role_permissions`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `role_permissions` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) DEFAULT NULL,
  `role_id` bigint(20) unsigned NOT NULL COMMENT 'id of the role',
  `rule` varchar(255) NOT NULL COMMENT 'rule for the role, api name or wildcard',
  `permission` varchar(255) NOT NULL COMMENT 'access authority, allow or deny',
  `description` text DEFAULT NULL COMMENT 'description of the rule',
  `sort_order` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'permission sort order',
  PRIMARY KEY (`id`),
  UNIQUE KEY `role_id` (`role_id`,`rule`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_role_permissions__role_id` (`role_id`),
  KEY `i_role_permissions__sort_order` (`sort_order`),
  CONSTRAINT `fk_role_permissions__role_id` FOREIGN KEY (`role_id`) REFERENCES `roles` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=1170 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `roles`
--

DROP TABLE IF EXISTS `roles`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `roles` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) DEFAULT NULL,
  `name` varchar(255) DEFAULT NULL COMMENT 'unique name of the dynamic role',
  `role_type` varchar(255) NOT NULL COMMENT 'the type of the role',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  `description` text CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'description of the role',
  `is_default` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'is this a default role',
  `public_role` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'Indicates whether the role will be visible to all users (public) or only to root admins (private). If this parameter is not specified during the creation of the role its value will be defaulted to true (public).',
  `state` varchar(10) NOT NULL DEFAULT 'enabled' COMMENT 'role state',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  UNIQUE KEY `name` (`name`,`role_type`),
  KEY `i_roles__name` (`name`),
  KEY `i_roles__role_type` (`role_type`)
) ENGINE=InnoDB AUTO_INCREMENT=10 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `router_health_check`
--

DROP TABLE IF EXISTS `router_health_check`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `router_health_check` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `router_id` bigint(20) unsigned NOT NULL COMMENT 'router id',
  `check_name` varchar(255) NOT NULL COMMENT 'name of the health check',
  `check_type` varchar(255) NOT NULL COMMENT 'type of the health check',
  `last_update` datetime DEFAULT NULL COMMENT 'last check update time',
  `check_result` varchar(16) NOT NULL COMMENT 'check executions result: SUCCESS, FAILURE, WARNING, UNKNOWN',
  `check_details` blob DEFAULT NULL COMMENT 'check result detailed message',
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_router_health_checks__router_id__check_name__check_type` (`router_id`,`check_name`,`check_type`),
  KEY `i_router_health_checks__router_id` (`router_id`),
  CONSTRAINT `fk_router_health_checks__router_id` FOREIGN KEY (`router_id`) REFERENCES `domain_router` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `router_network_ref`
--

DROP TABLE IF EXISTS `router_network_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `router_network_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `router_id` bigint(20) unsigned NOT NULL COMMENT 'router id',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network id',
  `guest_type` char(32) DEFAULT NULL COMMENT 'type of guest network that can be shared or isolated',
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_router_network_ref__router_id__network_id` (`router_id`,`network_id`),
  KEY `fk_router_network_ref__networks_id` (`network_id`),
  KEY `i_router_network_ref__guest_type` (`guest_type`),
  CONSTRAINT `fk_router_network_ref__networks_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_router_network_ref__router_id` FOREIGN KEY (`router_id`) REFERENCES `domain_router` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `s2s_customer_gateway`
--

DROP TABLE IF EXISTS `s2s_customer_gateway`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `s2s_customer_gateway` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `name` varchar(255) NOT NULL,
  `gateway_ip` char(40) NOT NULL,
  `guest_cidr_list` varchar(200) NOT NULL,
  `ipsec_psk` varchar(256) DEFAULT NULL,
  `ike_policy` varchar(30) NOT NULL,
  `esp_policy` varchar(30) NOT NULL,
  `ike_lifetime` int(11) NOT NULL DEFAULT 86400,
  `esp_lifetime` int(11) NOT NULL DEFAULT 3600,
  `dpd` int(1) NOT NULL DEFAULT 0,
  `force_encap` int(1) NOT NULL DEFAULT 0,
  `domain_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `ike_version` varchar(5) NOT NULL DEFAULT 'ike' COMMENT 'one of ike, ikev1, ikev2',
  `split_connections` int(1) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_s2s_customer_gateway__uuid` (`uuid`),
  KEY `fk_s2s_customer_gateway__account_id` (`account_id`),
  KEY `fk_s2s_customer_gateway__domain_id` (`domain_id`),
  CONSTRAINT `fk_s2s_customer_gateway__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_s2s_customer_gateway__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `s2s_customer_gateway_details`
--

DROP TABLE IF EXISTS `s2s_customer_gateway_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `s2s_customer_gateway_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `s2s_customer_gateway_id` bigint(20) unsigned NOT NULL COMMENT 'VPC gateway id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_s2s_customer_gateway_details__s2s_customer_gateway_id` (`s2s_customer_gateway_id`),
  CONSTRAINT `fk_s2s_customer_gateway_details__s2s_customer_gateway_id` FOREIGN KEY (`s2s_customer_gateway_id`) REFERENCES `s2s_customer_gateway` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `s2s_vpn_connection`
--

DROP TABLE IF EXISTS `s2s_vpn_connection`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `s2s_vpn_connection` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `vpn_gateway_id` bigint(20) unsigned DEFAULT NULL,
  `customer_gateway_id` bigint(20) unsigned DEFAULT NULL,
  `state` varchar(32) NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `passive` int(1) unsigned NOT NULL DEFAULT 0,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the entry can be displayed to the end user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_s2s_vpn_connection__uuid` (`uuid`),
  KEY `fk_s2s_vpn_connection__vpn_gateway_id` (`vpn_gateway_id`),
  KEY `fk_s2s_vpn_connection__customer_gateway_id` (`customer_gateway_id`),
  KEY `fk_s2s_vpn_connection__account_id` (`account_id`),
  KEY `fk_s2s_vpn_connection__domain_id` (`domain_id`),
  CONSTRAINT `fk_s2s_vpn_connection__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_s2s_vpn_connection__customer_gateway_id` FOREIGN KEY (`customer_gateway_id`) REFERENCES `s2s_customer_gateway` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_s2s_vpn_connection__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_s2s_vpn_connection__vpn_gateway_id` FOREIGN KEY (`vpn_gateway_id`) REFERENCES `s2s_vpn_gateway` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `s2s_vpn_connection_details`
--

DROP TABLE IF EXISTS `s2s_vpn_connection_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `s2s_vpn_connection_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `s2s_vpn_connection_id` bigint(20) unsigned NOT NULL COMMENT 'VPC gateway id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_s2s_vpn_connection_details__s2s_vpn_connection_id` (`s2s_vpn_connection_id`),
  CONSTRAINT `fk_s2s_vpn_connection_details__s2s_vpn_connection_id` FOREIGN KEY (`s2s_vpn_connection_id`) REFERENCES `s2s_vpn_connection` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `s2s_vpn_gateway`
--

DROP TABLE IF EXISTS `s2s_vpn_gateway`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `s2s_vpn_gateway` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `addr_id` bigint(20) unsigned NOT NULL,
  `vpc_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the entry can be displayed to the end user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_s2s_vpn_gateway__uuid` (`uuid`),
  KEY `fk_s2s_vpn_gateway__addr_id` (`addr_id`),
  KEY `fk_s2s_vpn_gateway__vpc_id` (`vpc_id`),
  KEY `fk_s2s_vpn_gateway__account_id` (`account_id`),
  KEY `fk_s2s_vpn_gateway__domain_id` (`domain_id`),
  CONSTRAINT `fk_s2s_vpn_gateway__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_s2s_vpn_gateway__addr_id` FOREIGN KEY (`addr_id`) REFERENCES `user_ip_address` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_s2s_vpn_gateway__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_s2s_vpn_gateway__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `s2s_vpn_gateway_details`
--

DROP TABLE IF EXISTS `s2s_vpn_gateway_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `s2s_vpn_gateway_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `s2s_vpn_gateway_id` bigint(20) unsigned NOT NULL COMMENT 'VPC gateway id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_s2s_vpn_gateway_details__s2s_vpn_gateway_id` (`s2s_vpn_gateway_id`),
  CONSTRAINT `fk_s2s_vpn_gateway_details__s2s_vpn_gateway_id` FOREIGN KEY (`s2s_vpn_gateway_id`) REFERENCES `s2s_vpn_gateway` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `saml_token`
--

DROP TABLE IF EXISTS `saml_token`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `saml_token` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) NOT NULL COMMENT 'The Authn Unique Id',
  `domain_id` bigint(20) unsigned DEFAULT NULL,
  `entity` text NOT NULL COMMENT 'Identity Provider Entity Id',
  `created` datetime NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_saml_token__domain_id` (`domain_id`),
  CONSTRAINT `fk_saml_token__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `secondary_storage_vm`
--

DROP TABLE IF EXISTS `secondary_storage_vm`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `secondary_storage_vm` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `public_mac_address` varchar(17) DEFAULT NULL COMMENT 'mac address of the public facing network card',
  `public_ip_address` char(40) DEFAULT NULL COMMENT 'public ip address for the sec storage vm',
  `public_netmask` varchar(15) DEFAULT NULL COMMENT 'public netmask used for the sec storage vm',
  `guid` varchar(255) DEFAULT NULL COMMENT 'copied from guid of secondary storage host',
  `nfs_share` varchar(255) DEFAULT NULL COMMENT 'server and path exported by the nfs server ',
  `last_update` datetime DEFAULT NULL COMMENT 'Last session update time',
  `role` varchar(64) NOT NULL DEFAULT 'templateProcessor' COMMENT 'work role of secondary storage host(templateProcessor | commandExecutor)',
  PRIMARY KEY (`id`),
  UNIQUE KEY `public_mac_address` (`public_mac_address`),
  CONSTRAINT `fk_secondary_storage_vm__id` FOREIGN KEY (`id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=12 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `security_group`
--

DROP TABLE IF EXISTS `security_group`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `security_group` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) NOT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `description` varchar(4096) DEFAULT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `name` (`name`,`account_id`),
  UNIQUE KEY `uc_security_group__uuid` (`uuid`),
  KEY `fk_security_group__account_id` (`account_id`),
  KEY `fk_security_group__domain_id` (`domain_id`),
  KEY `i_security_group_name` (`name`),
  CONSTRAINT `fk_security_group__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_security_group__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `security_group_rule`
--

DROP TABLE IF EXISTS `security_group_rule`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `security_group_rule` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `security_group_id` bigint(20) unsigned NOT NULL,
  `type` varchar(10) DEFAULT 'ingress',
  `start_port` varchar(10) DEFAULT NULL,
  `end_port` varchar(10) DEFAULT NULL,
  `protocol` varchar(16) NOT NULL DEFAULT 'TCP',
  `allowed_network_id` bigint(20) unsigned DEFAULT NULL,
  `allowed_ip_cidr` varchar(44) DEFAULT NULL,
  `create_status` varchar(32) DEFAULT NULL COMMENT 'rule creation status',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_security_group_rule__uuid` (`uuid`),
  KEY `i_security_group_rule_network_id` (`security_group_id`),
  KEY `i_security_group_rule_allowed_network` (`allowed_network_id`),
  CONSTRAINT `fk_security_group_rule___allowed_network_id` FOREIGN KEY (`allowed_network_id`) REFERENCES `security_group` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_security_group_rule___security_group_id` FOREIGN KEY (`security_group_id`) REFERENCES `security_group` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `security_group_view`
--

DROP TABLE IF EXISTS `security_group_view`;
/*!50001 DROP VIEW IF EXISTS `security_group_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `security_group_view` AS SELECT
 NULL AS `id`,
 NULL AS `name`,
 NULL AS `description`,
 NULL AS `uuid`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name`,
 NULL AS `rule_id`,
 NULL AS `rule_uuid`,
 NULL AS `rule_type`,
 NULL AS `rule_start_port`,
 NULL AS `rule_end_port`,
 NULL AS `rule_protocol`,
 NULL AS `rule_allowed_network_id`,
 NULL AS `rule_allowed_ip_cidr`,
 NULL AS `rule_create_status`,
 NULL AS `tag_id`,
 NULL AS `tag_uuid`,
 NULL AS `tag_key`,
 NULL AS `tag_value`,
 NULL AS `tag_domain_id`,
 NULL AS `tag_account_id`,
 NULL AS `tag_resource_id`,
 NULL AS `tag_resource_uuid`,
 NULL AS `tag_resource_type`,
 NULL AS `tag_customer`,
 NULL AS `job_id`,
 NULL AS `job_uuid`,
 NULL AS `job_status`,
 NULL AS `job_account_id` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `security_group_vm_map`
--

DROP TABLE IF EXISTS `security_group_vm_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `security_group_vm_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `security_group_id` bigint(20) unsigned NOT NULL,
  `instance_id` bigint(20) unsigned NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_security_group_vm_map___security_group_id` (`security_group_id`),
  KEY `fk_security_group_vm_map___instance_id` (`instance_id`),
  CONSTRAINT `fk_security_group_vm_map___instance_id` FOREIGN KEY (`instance_id`) REFERENCES `user_vm` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_security_group_vm_map___security_group_id` FOREIGN KEY (`security_group_id`) REFERENCES `security_group` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=9 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `sequence`
--

DROP TABLE IF EXISTS `sequence`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `sequence` (
  `name` varchar(64) NOT NULL COMMENT 'name of the sequence',
  `value` bigint(20) unsigned NOT NULL COMMENT 'sequence value',
  PRIMARY KEY (`name`),
  UNIQUE KEY `name` (`name`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `service_offering`
--

DROP TABLE IF EXISTS `service_offering`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `service_offering` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `cpu` int(10) unsigned DEFAULT NULL COMMENT '# of cores',
  `speed` int(10) unsigned DEFAULT NULL COMMENT 'speed per core in mhz',
  `ram_size` bigint(20) unsigned DEFAULT NULL,
  `nw_rate` smallint(5) unsigned DEFAULT 200 COMMENT 'network rate throttle mbits/s',
  `mc_rate` smallint(5) unsigned DEFAULT 10 COMMENT 'mcast rate throttle mbits/s',
  `ha_enabled` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Enable HA',
  `limit_cpu_use` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Limit the CPU usage to service offering',
  `host_tag` varchar(255) DEFAULT NULL COMMENT 'host tag specified by the service_offering',
  `default_use` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'is this offering a default system offering',
  `vm_type` varchar(32) DEFAULT NULL COMMENT 'type of offering specified for system offerings',
  `sort_key` int(32) NOT NULL DEFAULT 0 COMMENT 'sort key used for customising sort method',
  `is_volatile` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if the vm needs to be volatile, i.e., on every reboot of vm from API root disk is discarded and creates a new root disk',
  `deployment_planner` varchar(255) DEFAULT NULL COMMENT 'Planner heuristics used to deploy a VM of this offering; if null global config vm.deployment.planner is used',
  `dynamic_scaling_enabled` tinyint(1) unsigned NOT NULL DEFAULT 1 COMMENT 'true(1) if VM needs to be dynamically scalable of cpu or memory',
  `uuid` varchar(40) DEFAULT NULL,
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL,
  `display_text` varchar(4096) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL,
  `unique_name` varchar(32) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'unique name for offerings',
  `customized` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT '0 implies not customized by default',
  `created` datetime DEFAULT NULL COMMENT 'date when service offering was created',
  `removed` datetime DEFAULT NULL COMMENT 'date when service offering was removed',
  `state` char(40) NOT NULL DEFAULT 'Active' COMMENT 'state of service offering either Active or Inactive',
  `disk_offering_id` bigint(20) unsigned DEFAULT NULL,
  `system_use` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'is this offering for system used only',
  `disk_offering_strictness` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'strict binding with disk offering or not',
  `vgpu_profile_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vgpu profile ID',
  `gpu_count` int(10) unsigned DEFAULT NULL COMMENT 'number of GPUs',
  `gpu_display` tinyint(1) DEFAULT 0 COMMENT 'enable GPU display',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_service_offering__disk_offering_id` (`disk_offering_id`),
  KEY `i_service_offering__cpu` (`cpu`),
  KEY `i_service_offering__speed` (`speed`),
  KEY `i_service_offering__ram_size` (`ram_size`),
  KEY `fk_service_offering__vgpu_profile_id` (`vgpu_profile_id`),
  CONSTRAINT `fk_service_offering__disk_offering_id` FOREIGN KEY (`disk_offering_id`) REFERENCES `disk_offering` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_service_offering__vgpu_profile_id` FOREIGN KEY (`vgpu_profile_id`) REFERENCES `vgpu_profile` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=13 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `service_offering_details`
--

DROP TABLE IF EXISTS `service_offering_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `service_offering_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `service_offering_id` bigint(20) unsigned NOT NULL COMMENT 'service offering id',
  `name` varchar(255) NOT NULL,
  `value` text NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_service_offering_details__service_offering_id` (`service_offering_id`),
  CONSTRAINT `fk_service_offering_details__service_offering_id` FOREIGN KEY (`service_offering_id`) REFERENCES `service_offering` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `service_offering_view`
--

DROP TABLE IF EXISTS `service_offering_view`;
/*!50001 DROP VIEW IF EXISTS `service_offering_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `service_offering_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `state`,
 NULL AS `display_text`,
 NULL AS `provisioning_type`,
 NULL AS `created`,
 NULL AS `tags`,
 NULL AS `removed`,
 NULL AS `use_local_storage`,
 NULL AS `system_use`,
 NULL AS `disk_offering_id`,
 NULL AS `disk_offering_name`,
 NULL AS `disk_offering_uuid`,
 NULL AS `disk_offering_display_text`,
 NULL AS `customized_iops`,
 NULL AS `min_iops`,
 NULL AS `max_iops`,
 NULL AS `hv_ss_reserve`,
 NULL AS `bytes_read_rate`,
 NULL AS `bytes_read_rate_max`,
 NULL AS `bytes_read_rate_max_length`,
 NULL AS `bytes_write_rate`,
 NULL AS `bytes_write_rate_max`,
 NULL AS `bytes_write_rate_max_length`,
 NULL AS `iops_read_rate`,
 NULL AS `iops_read_rate_max`,
 NULL AS `iops_read_rate_max_length`,
 NULL AS `iops_write_rate`,
 NULL AS `iops_write_rate_max`,
 NULL AS `iops_write_rate_max_length`,
 NULL AS `cache_mode`,
 NULL AS `root_disk_size`,
 NULL AS `encrypt_root`,
 NULL AS `cpu`,
 NULL AS `speed`,
 NULL AS `ram_size`,
 NULL AS `nw_rate`,
 NULL AS `mc_rate`,
 NULL AS `ha_enabled`,
 NULL AS `limit_cpu_use`,
 NULL AS `host_tag`,
 NULL AS `default_use`,
 NULL AS `vm_type`,
 NULL AS `sort_key`,
 NULL AS `is_volatile`,
 NULL AS `deployment_planner`,
 NULL AS `dynamic_scaling_enabled`,
 NULL AS `disk_offering_strictness`,
 NULL AS `vsphere_storage_policy`,
 NULL AS `lease_duration`,
 NULL AS `lease_expiry_action`,
 NULL AS `gpu_card_id`,
 NULL AS `gpu_card_uuid`,
 NULL AS `gpu_card_name`,
 NULL AS `vgpu_profile_id`,
 NULL AS `vgpu_profile_uuid`,
 NULL AS `vgpu_profile_name`,
 NULL AS `vgpu_profile_video_ram`,
 NULL AS `vgpu_profile_max_heads`,
 NULL AS `vgpu_profile_max_resolution_x`,
 NULL AS `vgpu_profile_max_resolution_y`,
 NULL AS `gpu_count`,
 NULL AS `gpu_display`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `zone_id`,
 NULL AS `zone_uuid`,
 NULL AS `zone_name`,
 NULL AS `min_cpu`,
 NULL AS `max_cpu`,
 NULL AS `min_memory`,
 NULL AS `max_memory` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `shared_filesystem`
--

DROP TABLE IF EXISTS `shared_filesystem`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `shared_filesystem` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'ID',
  `uuid` varchar(40) DEFAULT NULL COMMENT 'UUID',
  `name` varchar(255) NOT NULL COMMENT 'Name of the shared filesystem',
  `description` varchar(1024) DEFAULT NULL COMMENT 'Description',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'Domain ID',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'Account ID',
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'Data center ID',
  `state` varchar(12) NOT NULL COMMENT 'State of the shared filesystem in the FSM',
  `fs_provider_name` varchar(255) DEFAULT NULL COMMENT 'Name of the shared filesystem provider',
  `protocol` varchar(10) DEFAULT NULL COMMENT 'Protocol supported by the shared filesystem',
  `volume_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Volume which the shared filesystem is using as storage',
  `vm_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vm on which the shared filesystem is hosted',
  `fs_type` varchar(10) NOT NULL COMMENT 'The filesystem format to be used for the shared filesystem',
  `service_offering_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Service offering for the vm',
  `update_count` bigint(20) unsigned DEFAULT NULL COMMENT 'Update count for state change',
  `updated` datetime DEFAULT NULL COMMENT 'date updated',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_shared_filesystem__uuid` (`uuid`),
  KEY `i_shared_filesystem__account_id` (`account_id`),
  KEY `i_shared_filesystem__domain_id` (`domain_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `shared_filesystem_view`
--

DROP TABLE IF EXISTS `shared_filesystem_view`;
/*!50001 DROP VIEW IF EXISTS `shared_filesystem_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `shared_filesystem_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `description`,
 NULL AS `state`,
 NULL AS `provider`,
 NULL AS `fs_type`,
 NULL AS `volume_id`,
 NULL AS `account_id`,
 NULL AS `zone_id`,
 NULL AS `zone_uuid`,
 NULL AS `zone_name`,
 NULL AS `instance_id`,
 NULL AS `instance_uuid`,
 NULL AS `instance_name`,
 NULL AS `instance_state`,
 NULL AS `size`,
 NULL AS `volume_uuid`,
 NULL AS `volume_name`,
 NULL AS `provisioning_type`,
 NULL AS `volume_format`,
 NULL AS `volume_path`,
 NULL AS `volume_chain_info`,
 NULL AS `pool_uuid`,
 NULL AS `pool_name`,
 NULL AS `account_name`,
 NULL AS `project_uuid`,
 NULL AS `project_name`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `service_offering_uuid`,
 NULL AS `service_offering_name`,
 NULL AS `disk_offering_uuid`,
 NULL AS `disk_offering_name`,
 NULL AS `disk_offering_display_text`,
 NULL AS `disk_offering_size`,
 NULL AS `disk_offering_custom` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `snapshot_details`
--

DROP TABLE IF EXISTS `snapshot_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `snapshot_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `snapshot_id` bigint(20) unsigned NOT NULL,
  `name` varchar(255) NOT NULL,
  `value` varchar(255) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `snapshot_policy`
--

DROP TABLE IF EXISTS `snapshot_policy`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `snapshot_policy` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `volume_id` bigint(20) unsigned NOT NULL,
  `schedule` varchar(100) NOT NULL COMMENT 'schedule time of execution',
  `timezone` varchar(100) NOT NULL COMMENT 'the timezone in which the schedule time is specified',
  `interval` int(4) NOT NULL DEFAULT 4 COMMENT 'backup schedule, e.g. hourly, daily, etc.',
  `max_snaps` int(8) NOT NULL DEFAULT 0 COMMENT 'maximum number of snapshots to maintain',
  `active` tinyint(1) unsigned NOT NULL COMMENT 'Is the policy active',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the policy can be displayed to the end user',
  `domain_id` bigint(20) DEFAULT NULL,
  `account_id` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_snapshot_policy__uuid` (`uuid`),
  KEY `i_snapshot_policy__volume_id` (`volume_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `snapshot_policy_details`
--

DROP TABLE IF EXISTS `snapshot_policy_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `snapshot_policy_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `policy_id` bigint(20) unsigned NOT NULL COMMENT 'snapshot policy id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_snapshot_policy_details__snapshot_policy_id` (`policy_id`),
  CONSTRAINT `fk_snapshot_policy_details__snapshot_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `snapshot_policy` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `snapshot_schedule`
--

DROP TABLE IF EXISTS `snapshot_schedule`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `snapshot_schedule` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `volume_id` bigint(20) unsigned NOT NULL COMMENT 'The volume for which this snapshot is being taken',
  `policy_id` bigint(20) unsigned NOT NULL COMMENT 'One of the policyIds for which this snapshot was taken',
  `scheduled_timestamp` datetime NOT NULL COMMENT 'Time at which the snapshot was scheduled for execution',
  `async_job_id` bigint(20) unsigned DEFAULT NULL COMMENT 'If this schedule is being executed, it is the id of the create aysnc_job. Before that it is null',
  `snapshot_id` bigint(20) unsigned DEFAULT NULL COMMENT 'If this schedule is being executed, then the corresponding snapshot has this id. Before that it is null',
  PRIMARY KEY (`id`),
  UNIQUE KEY `volume_id` (`volume_id`,`policy_id`),
  UNIQUE KEY `uc_snapshot_schedule__uuid` (`uuid`),
  KEY `i_snapshot_schedule__volume_id` (`volume_id`),
  KEY `i_snapshot_schedule__policy_id` (`policy_id`),
  KEY `i_snapshot_schedule__async_job_id` (`async_job_id`),
  KEY `i_snapshot_schedule__snapshot_id` (`snapshot_id`),
  KEY `i_snapshot_schedule__scheduled_timestamp` (`scheduled_timestamp`),
  CONSTRAINT `fk__snapshot_schedule_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `snapshot_policy` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk__snapshot_schedule_snapshot_id` FOREIGN KEY (`snapshot_id`) REFERENCES `snapshots` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk__snapshot_schedule_volume_id` FOREIGN KEY (`volume_id`) REFERENCES `volumes` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `snapshot_store_ref`
--

DROP TABLE IF EXISTS `snapshot_store_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `snapshot_store_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `store_id` bigint(20) unsigned NOT NULL,
  `snapshot_id` bigint(20) unsigned NOT NULL,
  `created` datetime NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `job_id` varchar(255) DEFAULT NULL,
  `store_role` varchar(255) DEFAULT NULL,
  `size` bigint(20) unsigned DEFAULT NULL,
  `physical_size` bigint(20) unsigned DEFAULT 0,
  `parent_snapshot_id` bigint(20) unsigned DEFAULT 0,
  `install_path` varchar(255) DEFAULT NULL,
  `state` varchar(255) NOT NULL,
  `update_count` bigint(20) unsigned DEFAULT NULL,
  `ref_cnt` bigint(20) unsigned DEFAULT NULL,
  `updated` datetime DEFAULT NULL,
  `volume_id` bigint(20) unsigned DEFAULT NULL,
  `download_state` varchar(255) DEFAULT NULL COMMENT 'the state of the snapshot download',
  `download_pct` int(10) unsigned DEFAULT NULL COMMENT 'the percentage of the snapshot download completed',
  `error_str` varchar(255) DEFAULT NULL COMMENT 'the error message when the snapshot download occurs',
  `display` tinyint(1) unsigned NOT NULL DEFAULT 1 COMMENT '1 implies store reference is available for listing',
  `local_path` varchar(255) DEFAULT NULL COMMENT 'the path of the snapshot download',
  `download_url` varchar(2048) DEFAULT NULL,
  `download_url_created` datetime DEFAULT NULL,
  `kvm_checkpoint_path` varchar(255) DEFAULT NULL,
  `end_of_chain` int(1) unsigned DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `i_snapshot_store_ref__store_id` (`store_id`),
  KEY `i_snapshot_store_ref__snapshot_id` (`snapshot_id`),
  KEY `i_snapshot_store_ref__install_path` (`install_path`),
  CONSTRAINT `fk_snapshot_store_ref__snapshot_id` FOREIGN KEY (`snapshot_id`) REFERENCES `snapshots` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `snapshot_view`
--

DROP TABLE IF EXISTS `snapshot_view`;
/*!50001 DROP VIEW IF EXISTS `snapshot_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `snapshot_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `status`,
 NULL AS `disk_offering_id`,
 NULL AS `snapshot_type`,
 NULL AS `type_description`,
 NULL AS `size`,
 NULL AS `created`,
 NULL AS `removed`,
 NULL AS `location_type`,
 NULL AS `hypervisor_type`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name`,
 NULL AS `volume_id`,
 NULL AS `volume_uuid`,
 NULL AS `volume_name`,
 NULL AS `volume_type`,
 NULL AS `volume_state`,
 NULL AS `volume_size`,
 NULL AS `data_center_id`,
 NULL AS `data_center_uuid`,
 NULL AS `data_center_name`,
 NULL AS `store_id`,
 NULL AS `store_uuid`,
 NULL AS `store_name`,
 NULL AS `store_role`,
 NULL AS `store_state`,
 NULL AS `download_state`,
 NULL AS `download_pct`,
 NULL AS `error_str`,
 NULL AS `store_size`,
 NULL AS `created_on_store`,
 NULL AS `tag_id`,
 NULL AS `tag_uuid`,
 NULL AS `tag_key`,
 NULL AS `tag_value`,
 NULL AS `tag_domain_id`,
 NULL AS `tag_domain_uuid`,
 NULL AS `tag_domain_name`,
 NULL AS `tag_account_id`,
 NULL AS `tag_account_name`,
 NULL AS `tag_resource_id`,
 NULL AS `tag_resource_uuid`,
 NULL AS `tag_resource_type`,
 NULL AS `tag_customer`,
 NULL AS `snapshot_store_pair` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `snapshot_zone_ref`
--

DROP TABLE IF EXISTS `snapshot_zone_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `snapshot_zone_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `zone_id` bigint(20) unsigned NOT NULL,
  `snapshot_id` bigint(20) unsigned NOT NULL,
  `created` datetime NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  KEY `i_snapshot_zone_ref__zone_id` (`zone_id`),
  KEY `i_snapshot_zone_ref__snapshot_id` (`snapshot_id`),
  KEY `i_snapshot_zone_ref__removed` (`removed`),
  CONSTRAINT `fk_snapshot_zone_ref__snapshot_id` FOREIGN KEY (`snapshot_id`) REFERENCES `snapshots` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_snapshot_zone_ref__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `snapshots`
--

DROP TABLE IF EXISTS `snapshots`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `snapshots` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'Primary Key',
  `data_center_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner.  foreign key to account table',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'the domain that the owner belongs to',
  `volume_id` bigint(20) unsigned NOT NULL COMMENT 'volume it belongs to. foreign key to volume table',
  `disk_offering_id` bigint(20) unsigned NOT NULL COMMENT 'from original volume',
  `status` varchar(32) DEFAULT NULL COMMENT 'snapshot creation status',
  `path` varchar(255) DEFAULT NULL COMMENT 'Path',
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL COMMENT 'snapshot name',
  `uuid` varchar(40) DEFAULT NULL,
  `snapshot_type` int(4) NOT NULL COMMENT 'type of snapshot, e.g. manual, recurring',
  `type_description` varchar(25) DEFAULT NULL COMMENT 'description of the type of snapshot, e.g. manual, recurring',
  `size` bigint(20) unsigned NOT NULL COMMENT 'original disk size of snapshot',
  `created` datetime DEFAULT NULL COMMENT 'Date Created',
  `removed` datetime DEFAULT NULL COMMENT 'Date removed.  not null if removed',
  `backup_snap_id` varchar(255) DEFAULT NULL COMMENT 'Back up uuid of the snapshot',
  `swift_id` bigint(20) unsigned DEFAULT NULL COMMENT 'which swift',
  `sechost_id` bigint(20) unsigned DEFAULT NULL COMMENT 'secondary storage host id',
  `prev_snap_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Id of the most recent snapshot',
  `hypervisor_type` varchar(32) NOT NULL COMMENT 'hypervisor that the snapshot was taken under',
  `version` varchar(32) DEFAULT NULL COMMENT 'snapshot version',
  `min_iops` bigint(20) unsigned DEFAULT NULL COMMENT 'Minimum IOPS',
  `max_iops` bigint(20) unsigned DEFAULT NULL COMMENT 'Maximum IOPS',
  `location_type` varchar(32) DEFAULT NULL COMMENT 'Location of snapshot (ex. Primary)',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_snapshots__uuid` (`uuid`),
  KEY `i_snapshots__account_id` (`account_id`),
  KEY `i_snapshots__volume_id` (`volume_id`),
  KEY `i_snapshots__name` (`name`),
  KEY `i_snapshots__snapshot_type` (`snapshot_type`),
  KEY `i_snapshots__prev_snap_id` (`prev_snap_id`),
  KEY `i_snapshots__removed` (`removed`),
  CONSTRAINT `fk_snapshots__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ssh_keypairs`
--

DROP TABLE IF EXISTS `ssh_keypairs`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ssh_keypairs` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner, foreign key to account table',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain, foreign key to domain table',
  `keypair_name` varchar(256) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL COMMENT 'name of the key pair',
  `fingerprint` varchar(128) NOT NULL COMMENT 'fingerprint for the ssh public key',
  `public_key` varchar(5120) NOT NULL COMMENT 'public key of the ssh key pair',
  PRIMARY KEY (`id`),
  UNIQUE KEY `unique_index` (`fingerprint`,`account_id`),
  UNIQUE KEY `uc_ssh_keypairs__uuid` (`uuid`),
  KEY `fk_ssh_keypairs__account_id` (`account_id`),
  KEY `fk_ssh_keypairs__domain_id` (`domain_id`),
  KEY `i_public_key` (`public_key`(64)),
  CONSTRAINT `fk_ssh_keypairs__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_ssh_keypairs__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `sslcerts`
--

DROP TABLE IF EXISTS `sslcerts`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `sslcerts` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `certificate` text NOT NULL,
  `fingerprint` text DEFAULT NULL,
  `key` text NOT NULL,
  `chain` text DEFAULT NULL,
  `password` varchar(255) DEFAULT NULL,
  `name` varchar(255) DEFAULT NULL COMMENT 'Name of the Certificate',
  PRIMARY KEY (`id`),
  KEY `fk_sslcert__account_id` (`account_id`),
  KEY `fk_sslcert__domain_id` (`domain_id`),
  CONSTRAINT `fk_sslcert__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_sslcert__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `static_routes`
--

DROP TABLE IF EXISTS `static_routes`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `static_routes` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `vpc_gateway_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the corresponding ip address',
  `next_hop` varchar(50) DEFAULT NULL COMMENT 'next hop of the static route',
  `cidr` varchar(18) DEFAULT NULL COMMENT 'cidr for the static route',
  `state` char(32) NOT NULL COMMENT 'current state of this rule',
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vpc the firewall rule is associated with',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner id',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain id',
  `created` datetime DEFAULT NULL COMMENT 'Date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_static_routes__uuid` (`uuid`),
  KEY `fk_static_routes__vpc_gateway_id` (`vpc_gateway_id`),
  KEY `fk_static_routes__vpc_id` (`vpc_id`),
  KEY `fk_static_routes__account_id` (`account_id`),
  KEY `fk_static_routes__domain_id` (`domain_id`),
  CONSTRAINT `fk_static_routes__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_static_routes__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_static_routes__vpc_gateway_id` FOREIGN KEY (`vpc_gateway_id`) REFERENCES `vpc_gateways` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_static_routes__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `storage_pool`
--

DROP TABLE IF EXISTS `storage_pool`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `storage_pool` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) DEFAULT NULL COMMENT 'should be NOT NULL',
  `uuid` varchar(255) DEFAULT NULL,
  `pool_type` varchar(32) NOT NULL,
  `port` int(10) unsigned NOT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL,
  `pod_id` bigint(20) unsigned DEFAULT NULL,
  `cluster_id` bigint(20) unsigned DEFAULT NULL COMMENT 'foreign key to cluster',
  `used_bytes` bigint(20) unsigned DEFAULT NULL,
  `capacity_bytes` bigint(20) unsigned DEFAULT NULL,
  `host_address` varchar(255) NOT NULL COMMENT 'FQDN or IP of storage server',
  `user_info` varchar(255) DEFAULT NULL COMMENT 'Authorization information for the storage pool. Used by network filesystems',
  `path` varchar(255) NOT NULL COMMENT 'Filesystem path that is shared',
  `created` datetime DEFAULT NULL COMMENT 'date the pool created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `update_time` datetime DEFAULT NULL,
  `status` varchar(32) DEFAULT NULL,
  `storage_provider_name` varchar(255) DEFAULT NULL,
  `scope` varchar(255) DEFAULT NULL,
  `hypervisor` varchar(32) DEFAULT NULL,
  `managed` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Should CloudStack manage this storage',
  `capacity_iops` bigint(20) unsigned DEFAULT NULL COMMENT 'IOPS CloudStack can provision from this storage pool',
  `parent` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'ID of the Datastore cluster (storage pool) if this is a child in that Datastore cluster',
  `used_iops` bigint(20) unsigned DEFAULT NULL COMMENT 'IOPS currently in use for this storage pool',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `i_storage_pool__pod_id` (`pod_id`),
  KEY `fk_storage_pool__cluster_id` (`cluster_id`),
  KEY `i_storage_pool__removed` (`removed`),
  KEY `i_storage_pool__pool_type` (`pool_type`),
  KEY `i_storage_pool__data_center_id__status__scope__hypervisor` (`data_center_id`,`status`,`scope`,`hypervisor`),
  CONSTRAINT `fk_storage_pool__cluster_id` FOREIGN KEY (`cluster_id`) REFERENCES `cluster` (`id`),
  CONSTRAINT `fk_storage_pool__pod_id` FOREIGN KEY (`pod_id`) REFERENCES `host_pod_ref` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `storage_pool_and_access_group_map`
--

DROP TABLE IF EXISTS `storage_pool_and_access_group_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `storage_pool_and_access_group_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `pool_id` bigint(20) unsigned NOT NULL COMMENT 'pool id',
  `storage_access_group` varchar(255) NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_storage_pool_and_access_group_map__pool_id` (`pool_id`),
  CONSTRAINT `fk_storage_pool_and_access_group_map__pool_id` FOREIGN KEY (`pool_id`) REFERENCES `storage_pool` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `storage_pool_details`
--

DROP TABLE IF EXISTS `storage_pool_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `storage_pool_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `pool_id` bigint(20) unsigned NOT NULL COMMENT 'pool the detail is related to',
  `name` varchar(255) NOT NULL COMMENT 'name of the detail',
  `value` varchar(255) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_storage_pool_details__pool_id` (`pool_id`),
  KEY `i_storage_pool_details__name__value` (`name`(128),`value`(128)),
  CONSTRAINT `fk_storage_pool_details__pool_id` FOREIGN KEY (`pool_id`) REFERENCES `storage_pool` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `storage_pool_host_ref`
--

DROP TABLE IF EXISTS `storage_pool_host_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `storage_pool_host_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `host_id` bigint(20) unsigned NOT NULL,
  `pool_id` bigint(20) unsigned NOT NULL,
  `created` datetime NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `local_path` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_storage_pool_host_ref__host_id` (`host_id`),
  KEY `fk_storage_pool_host_ref__pool_id` (`pool_id`),
  CONSTRAINT `fk_storage_pool_host_ref__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_storage_pool_host_ref__pool_id` FOREIGN KEY (`pool_id`) REFERENCES `storage_pool` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `storage_pool_tags`
--

DROP TABLE IF EXISTS `storage_pool_tags`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `storage_pool_tags` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `pool_id` bigint(20) unsigned NOT NULL COMMENT 'pool id',
  `tag` text NOT NULL,
  `is_tag_a_rule` int(1) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `fk_storage_pool_tags__pool_id` (`pool_id`),
  CONSTRAINT `fk_storage_pool_tags__pool_id` FOREIGN KEY (`pool_id`) REFERENCES `storage_pool` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `storage_pool_view`
--

DROP TABLE IF EXISTS `storage_pool_view`;
/*!50001 DROP VIEW IF EXISTS `storage_pool_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `storage_pool_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `status`,
 NULL AS `path`,
 NULL AS `pool_type`,
 NULL AS `host_address`,
 NULL AS `created`,
 NULL AS `removed`,
 NULL AS `capacity_bytes`,
 NULL AS `used_bytes`,
 NULL AS `capacity_iops`,
 NULL AS `used_iops`,
 NULL AS `scope`,
 NULL AS `hypervisor`,
 NULL AS `storage_provider_name`,
 NULL AS `parent`,
 NULL AS `cluster_id`,
 NULL AS `cluster_uuid`,
 NULL AS `cluster_name`,
 NULL AS `cluster_type`,
 NULL AS `data_center_id`,
 NULL AS `data_center_uuid`,
 NULL AS `data_center_name`,
 NULL AS `data_center_type`,
 NULL AS `pod_id`,
 NULL AS `pod_uuid`,
 NULL AS `pod_name`,
 NULL AS `tag`,
 NULL AS `is_tag_a_rule`,
 NULL AS `storage_access_group`,
 NULL AS `disk_used_capacity`,
 NULL AS `disk_reserved_capacity`,
 NULL AS `job_id`,
 NULL AS `job_uuid`,
 NULL AS `job_status`,
 NULL AS `job_account_id` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `storage_pool_work`
--

DROP TABLE IF EXISTS `storage_pool_work`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `storage_pool_work` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `pool_id` bigint(20) unsigned NOT NULL COMMENT 'storage pool associated with the vm',
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'vm identifier',
  `stopped_for_maintenance` tinyint(3) unsigned NOT NULL DEFAULT 0 COMMENT 'this flag denoted whether the vm was stopped during maintenance',
  `started_after_maintenance` tinyint(3) unsigned NOT NULL DEFAULT 0 COMMENT 'this flag denoted whether the vm was started after maintenance',
  `mgmt_server_id` bigint(20) unsigned NOT NULL COMMENT 'management server id',
  PRIMARY KEY (`id`),
  UNIQUE KEY `pool_id` (`pool_id`,`vm_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `sync_queue`
--

DROP TABLE IF EXISTS `sync_queue`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `sync_queue` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `sync_objtype` varchar(64) NOT NULL,
  `sync_objid` bigint(20) unsigned NOT NULL,
  `queue_proc_number` bigint(20) DEFAULT NULL COMMENT 'process number, increase 1 for each iteration',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `last_updated` datetime DEFAULT NULL COMMENT 'date created',
  `queue_size` smallint(6) NOT NULL DEFAULT 0 COMMENT 'number of items being processed by the queue',
  `queue_size_limit` smallint(6) NOT NULL DEFAULT 1 COMMENT 'max number of items the queue can process concurrently',
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_sync_queue__objtype__objid` (`sync_objtype`,`sync_objid`),
  KEY `i_sync_queue__created` (`created`),
  KEY `i_sync_queue__last_updated` (`last_updated`)
) ENGINE=InnoDB AUTO_INCREMENT=18 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `sync_queue_item`
--

DROP TABLE IF EXISTS `sync_queue_item`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `sync_queue_item` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `queue_id` bigint(20) unsigned NOT NULL,
  `content_type` varchar(64) DEFAULT NULL,
  `content_id` bigint(20) DEFAULT NULL,
  `queue_proc_msid` bigint(20) DEFAULT NULL COMMENT 'owner msid when the queue item is being processed',
  `queue_proc_number` bigint(20) DEFAULT NULL COMMENT 'used to distinguish raw items and items being in process',
  `queue_proc_time` datetime DEFAULT NULL COMMENT 'when processing started for the item',
  `created` datetime DEFAULT NULL COMMENT 'time created',
  PRIMARY KEY (`id`),
  KEY `i_sync_queue_item__queue_id` (`queue_id`),
  KEY `i_sync_queue_item__created` (`created`),
  KEY `i_sync_queue_item__queue_proc_number` (`queue_proc_number`),
  KEY `i_sync_queue_item__queue_proc_msid` (`queue_proc_msid`),
  KEY `i_sync_queue__queue_proc_time` (`queue_proc_time`),
  CONSTRAINT `fk_sync_queue_item__queue_id` FOREIGN KEY (`queue_id`) REFERENCES `sync_queue` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=18 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `template_deploy_as_is_details`
--

DROP TABLE IF EXISTS `template_deploy_as_is_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `template_deploy_as_is_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `template_id` bigint(20) unsigned NOT NULL COMMENT 'template id',
  `name` varchar(255) NOT NULL,
  `value` text NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_template_deploy_as_is_details__template_id` (`template_id`),
  CONSTRAINT `fk_template_deploy_as_is_details__template_id` FOREIGN KEY (`template_id`) REFERENCES `vm_template` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `template_spool_ref`
--

DROP TABLE IF EXISTS `template_spool_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `template_spool_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `pool_id` bigint(20) unsigned NOT NULL,
  `template_id` bigint(20) unsigned NOT NULL,
  `created` datetime NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `job_id` varchar(255) DEFAULT NULL,
  `download_pct` int(10) unsigned DEFAULT NULL,
  `download_state` varchar(255) DEFAULT NULL,
  `error_str` varchar(255) DEFAULT NULL,
  `local_path` varchar(255) DEFAULT NULL,
  `install_path` varchar(255) DEFAULT NULL,
  `template_size` bigint(20) unsigned NOT NULL COMMENT 'the size of the template on the pool',
  `marked_for_gc` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'if true, the garbage collector will evict the template from this pool.',
  `state` varchar(255) DEFAULT NULL,
  `update_count` bigint(20) unsigned DEFAULT NULL,
  `updated` datetime DEFAULT NULL,
  `deployment_option` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `index_template_spool_configuration` (`pool_id`,`template_id`,`deployment_option`),
  KEY `fk_template_spool_ref__template_id_idx` (`template_id`),
  KEY `i_template_spool_ref__install_path` (`install_path`),
  CONSTRAINT `fk_template_spool_ref__pool_id` FOREIGN KEY (`pool_id`) REFERENCES `storage_pool` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_template_spool_ref__template_id` FOREIGN KEY (`template_id`) REFERENCES `vm_template` (`id`) ON DELETE NO ACTION ON UPDATE NO ACTION
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `template_store_ref`
--

DROP TABLE IF EXISTS `template_store_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `template_store_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `store_id` bigint(20) unsigned DEFAULT NULL,
  `template_id` bigint(20) unsigned NOT NULL,
  `created` datetime NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `job_id` varchar(255) DEFAULT NULL,
  `download_pct` int(10) unsigned DEFAULT NULL,
  `size` bigint(20) unsigned DEFAULT NULL,
  `store_role` varchar(255) DEFAULT NULL,
  `physical_size` bigint(20) unsigned DEFAULT 0,
  `download_state` varchar(255) DEFAULT NULL,
  `error_str` varchar(255) DEFAULT NULL,
  `local_path` varchar(255) DEFAULT NULL,
  `install_path` varchar(255) DEFAULT NULL,
  `url` varchar(2048) DEFAULT NULL,
  `state` varchar(255) NOT NULL,
  `destroyed` tinyint(1) DEFAULT NULL COMMENT 'indicates whether the template_store entry was destroyed by the user or not',
  `is_copy` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'indicates whether this was copied ',
  `update_count` bigint(20) unsigned DEFAULT NULL,
  `ref_cnt` bigint(20) unsigned DEFAULT 0,
  `updated` datetime DEFAULT NULL,
  `download_url_created` datetime DEFAULT NULL,
  `download_url` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `i_template_store_ref__store_id` (`store_id`),
  KEY `i_template_store_ref__template_id` (`template_id`),
  KEY `i_template_store_ref__install_path` (`install_path`),
  CONSTRAINT `fk_template_store_ref__template_id` FOREIGN KEY (`template_id`) REFERENCES `vm_template` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=9 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `template_view`
--

DROP TABLE IF EXISTS `template_view`;
/*!50001 DROP VIEW IF EXISTS `template_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `template_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `unique_name`,
 NULL AS `name`,
 NULL AS `public`,
 NULL AS `featured`,
 NULL AS `type`,
 NULL AS `hvm`,
 NULL AS `bits`,
 NULL AS `url`,
 NULL AS `format`,
 NULL AS `created`,
 NULL AS `checksum`,
 NULL AS `display_text`,
 NULL AS `enable_password`,
 NULL AS `dynamically_scalable`,
 NULL AS `template_state`,
 NULL AS `guest_os_id`,
 NULL AS `guest_os_uuid`,
 NULL AS `guest_os_name`,
 NULL AS `guest_os_category_id`,
 NULL AS `bootable`,
 NULL AS `prepopulate`,
 NULL AS `cross_zones`,
 NULL AS `hypervisor_type`,
 NULL AS `extractable`,
 NULL AS `template_tag`,
 NULL AS `sort_key`,
 NULL AS `removed`,
 NULL AS `enable_sshkey`,
 NULL AS `arch`,
 NULL AS `parent_template_id`,
 NULL AS `parent_template_uuid`,
 NULL AS `source_template_id`,
 NULL AS `source_template_uuid`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name`,
 NULL AS `data_center_id`,
 NULL AS `data_center_uuid`,
 NULL AS `data_center_name`,
 NULL AS `lp_account_id`,
 NULL AS `store_id`,
 NULL AS `store_scope`,
 NULL AS `state`,
 NULL AS `download_state`,
 NULL AS `download_pct`,
 NULL AS `error_str`,
 NULL AS `size`,
 NULL AS `physical_size`,
 NULL AS `destroyed`,
 NULL AS `created_on_store`,
 NULL AS `detail_name`,
 NULL AS `detail_value`,
 NULL AS `tag_id`,
 NULL AS `tag_uuid`,
 NULL AS `tag_key`,
 NULL AS `tag_value`,
 NULL AS `tag_domain_id`,
 NULL AS `tag_domain_uuid`,
 NULL AS `tag_domain_name`,
 NULL AS `tag_account_id`,
 NULL AS `tag_account_name`,
 NULL AS `tag_resource_id`,
 NULL AS `tag_resource_uuid`,
 NULL AS `tag_resource_type`,
 NULL AS `tag_customer`,
 NULL AS `temp_zone_pair`,
 NULL AS `direct_download`,
 NULL AS `deploy_as_is`,
 NULL AS `for_cks`,
 NULL AS `user_data_id`,
 NULL AS `user_data_uuid`,
 NULL AS `user_data_name`,
 NULL AS `user_data_params`,
 NULL AS `user_data_policy`,
 NULL AS `extension_id`,
 NULL AS `extension_uuid`,
 NULL AS `extension_name` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `template_zone_ref`
--

DROP TABLE IF EXISTS `template_zone_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `template_zone_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `zone_id` bigint(20) unsigned NOT NULL,
  `template_id` bigint(20) unsigned NOT NULL,
  `created` datetime NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  KEY `i_template_zone_ref__zone_id` (`zone_id`),
  KEY `i_template_zone_ref__template_id` (`template_id`),
  KEY `i_template_zone_ref__removed` (`removed`),
  CONSTRAINT `fk_template_zone_ref__template_id` FOREIGN KEY (`template_id`) REFERENCES `vm_template` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_template_zone_ref__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=14 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `tungsten_guest_network_ip_address`
--

DROP TABLE IF EXISTS `tungsten_guest_network_ip_address`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `tungsten_guest_network_ip_address` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network id',
  `public_ip_address` varchar(15) DEFAULT NULL COMMENT 'ip public_ip_address',
  `guest_ip_address` varchar(15) NOT NULL COMMENT 'ip guest_ip_address',
  `logical_router_uuid` varchar(40) DEFAULT NULL COMMENT 'logical router uuid',
  PRIMARY KEY (`id`),
  KEY `fk_tungsten_guest_network_ip_address__network_id` (`network_id`),
  CONSTRAINT `fk_tungsten_guest_network_ip_address__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `tungsten_lb_health_monitor`
--

DROP TABLE IF EXISTS `tungsten_lb_health_monitor`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `tungsten_lb_health_monitor` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `load_balancer_id` bigint(20) unsigned NOT NULL,
  `type` varchar(40) NOT NULL,
  `retry` bigint(20) unsigned NOT NULL,
  `timeout` bigint(20) unsigned NOT NULL,
  `interval` bigint(20) unsigned NOT NULL,
  `http_method` varchar(40) DEFAULT NULL,
  `expected_code` varchar(40) DEFAULT NULL,
  `url_path` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_tungsten_lb_health_monitor__load_balancer_id` (`load_balancer_id`),
  CONSTRAINT `fk_tungsten_lb_health_monitor__load_balancer_id` FOREIGN KEY (`load_balancer_id`) REFERENCES `load_balancing_rules` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `tungsten_providers`
--

DROP TABLE IF EXISTS `tungsten_providers`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `tungsten_providers` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'Zone ID',
  `uuid` varchar(40) DEFAULT NULL,
  `host_id` bigint(20) unsigned NOT NULL,
  `provider_name` varchar(40) DEFAULT NULL,
  `port` varchar(40) DEFAULT NULL,
  `hostname` varchar(40) DEFAULT NULL,
  `gateway` varchar(40) DEFAULT NULL,
  `vrouter_port` varchar(40) DEFAULT NULL,
  `introspect_port` varchar(40) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_tungsten_providers__uuid` (`uuid`),
  KEY `fk_tungsten_providers__host_id` (`host_id`),
  KEY `fk_tungsten_providers__zone_id` (`zone_id`),
  CONSTRAINT `fk_tungsten_providers__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_tungsten_providers__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `tungsten_security_group_rule`
--

DROP TABLE IF EXISTS `tungsten_security_group_rule`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `tungsten_security_group_rule` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) NOT NULL COMMENT 'rule uuid',
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'Zone ID',
  `security_group_id` bigint(20) unsigned NOT NULL COMMENT 'security group id',
  `rule_type` varchar(40) NOT NULL COMMENT 'rule type',
  `rule_target` varchar(40) NOT NULL COMMENT 'rule target',
  `ether_type` varchar(40) NOT NULL COMMENT 'ether type',
  `default_rule` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if security group is default',
  PRIMARY KEY (`id`),
  KEY `fk_tungsten_security_group_rule__security_group_id` (`security_group_id`),
  CONSTRAINT `fk_tungsten_security_group_rule__security_group_id` FOREIGN KEY (`security_group_id`) REFERENCES `security_group` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ucs_blade`
--

DROP TABLE IF EXISTS `ucs_blade`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ucs_blade` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `ucs_manager_id` bigint(20) unsigned NOT NULL,
  `host_id` bigint(20) unsigned DEFAULT NULL,
  `dn` varchar(512) NOT NULL,
  `profile_dn` varchar(512) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `ucs_manager`
--

DROP TABLE IF EXISTS `ucs_manager`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `ucs_manager` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `zone_id` bigint(20) unsigned NOT NULL,
  `name` varchar(128) DEFAULT NULL,
  `url` varchar(255) NOT NULL,
  `username` varchar(255) NOT NULL,
  `password` varchar(255) NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `upload`
--

DROP TABLE IF EXISTS `upload`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `upload` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `host_id` bigint(20) unsigned NOT NULL,
  `type_id` bigint(20) unsigned NOT NULL,
  `type` varchar(255) DEFAULT NULL,
  `mode` varchar(255) DEFAULT NULL,
  `created` datetime NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `job_id` varchar(255) DEFAULT NULL,
  `upload_pct` int(10) unsigned DEFAULT NULL,
  `upload_state` varchar(255) DEFAULT NULL,
  `error_str` varchar(255) DEFAULT NULL,
  `url` varchar(2048) DEFAULT NULL,
  `install_path` varchar(255) DEFAULT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `i_upload__host_id` (`host_id`),
  KEY `i_upload__type_id` (`type_id`),
  CONSTRAINT `fk_upload__store_id` FOREIGN KEY (`host_id`) REFERENCES `image_store` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `usage_event`
--

DROP TABLE IF EXISTS `usage_event`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `usage_event` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `type` varchar(32) NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `created` datetime NOT NULL,
  `zone_id` bigint(20) unsigned NOT NULL,
  `resource_id` bigint(20) unsigned DEFAULT NULL,
  `resource_name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL,
  `offering_id` bigint(20) unsigned DEFAULT NULL,
  `template_id` bigint(20) unsigned DEFAULT NULL,
  `size` bigint(20) unsigned DEFAULT NULL,
  `resource_type` varchar(32) DEFAULT NULL,
  `processed` tinyint(4) NOT NULL DEFAULT 0,
  `virtual_size` bigint(20) unsigned DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `i_usage_event__created` (`created`)
) ENGINE=InnoDB AUTO_INCREMENT=61 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `usage_event_details`
--

DROP TABLE IF EXISTS `usage_event_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `usage_event_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `usage_event_id` bigint(20) unsigned NOT NULL COMMENT 'usage event id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_usage_event_details__usage_event_id` (`usage_event_id`),
  CONSTRAINT `fk_usage_event_details__usage_event_id` FOREIGN KEY (`usage_event_id`) REFERENCES `usage_event` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `user`
--

DROP TABLE IF EXISTS `user`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `user` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `username` varchar(255) NOT NULL,
  `password` varchar(255) NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `firstname` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL,
  `lastname` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL,
  `email` varchar(255) DEFAULT NULL,
  `state` varchar(10) NOT NULL DEFAULT 'enabled',
  `api_key` varchar(255) DEFAULT NULL,
  `secret_key` varchar(255) DEFAULT NULL,
  `api_key_access` tinyint(1) DEFAULT NULL COMMENT 'is api key access allowed for the user',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  `timezone` varchar(30) DEFAULT NULL,
  `registration_token` varchar(255) DEFAULT NULL,
  `is_registered` tinyint(4) NOT NULL DEFAULT 0 COMMENT '1: yes, 0: no',
  `incorrect_login_attempts` int(10) unsigned NOT NULL DEFAULT 0,
  `default` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if user is default',
  `source` varchar(40) NOT NULL DEFAULT 'UNKNOWN',
  `external_entity` text DEFAULT NULL COMMENT 'reference to external federation entity',
  `is_user_2fa_enabled` tinyint(4) NOT NULL DEFAULT 0,
  `key_for_2fa` varchar(255) DEFAULT NULL,
  `user_2fa_provider` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_user__api_key` (`api_key`),
  UNIQUE KEY `uc_user__uuid` (`uuid`),
  KEY `i_user__removed` (`removed`),
  KEY `i_user__secret_key_removed` (`secret_key`,`removed`),
  KEY `i_user__account_id` (`account_id`),
  CONSTRAINT `fk_user__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=4 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `user_data`
--

DROP TABLE IF EXISTS `user_data`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `user_data` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) NOT NULL COMMENT 'UUID of the user data',
  `name` varchar(256) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL COMMENT 'name of the user data',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner, foreign key to account table',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain, foreign key to domain table',
  `user_data` mediumtext DEFAULT NULL COMMENT 'value of the userdata',
  `params` mediumtext DEFAULT NULL COMMENT 'value of the comma-separated list of parameters',
  `removed` datetime DEFAULT NULL COMMENT 'date removed or null, if still present',
  `for_cks` int(1) unsigned DEFAULT 0 COMMENT 'if true, the user data represent CNI configuration meant for CKS use only',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_userdata__uuid` (`uuid`),
  KEY `fk_userdata__account_id` (`account_id`),
  KEY `fk_userdata__domain_id` (`domain_id`),
  CONSTRAINT `fk_userdata__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_userdata__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `user_details`
--

DROP TABLE IF EXISTS `user_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `user_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `user_id` bigint(20) unsigned NOT NULL COMMENT 'VPC gateway id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_user_details__user_id` (`user_id`),
  CONSTRAINT `fk_user_details__user_id` FOREIGN KEY (`user_id`) REFERENCES `user` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `user_ip_address`
--

DROP TABLE IF EXISTS `user_ip_address`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `user_ip_address` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `account_id` bigint(20) unsigned DEFAULT NULL,
  `domain_id` bigint(20) unsigned DEFAULT NULL,
  `public_ip_address` char(40) NOT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'zone that it belongs to',
  `source_nat` int(1) unsigned NOT NULL DEFAULT 0,
  `allocated` datetime DEFAULT NULL COMMENT 'Date this ip was allocated to someone',
  `vlan_db_id` bigint(20) unsigned NOT NULL,
  `one_to_one_nat` int(1) unsigned NOT NULL DEFAULT 0,
  `vm_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vm id the one_to_one nat ip is assigned to',
  `state` char(32) NOT NULL DEFAULT 'Free' COMMENT 'state of the ip address',
  `mac_address` bigint(20) unsigned NOT NULL COMMENT 'mac address of this ip',
  `source_network_id` bigint(20) unsigned NOT NULL COMMENT 'network id ip belongs to',
  `network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'network this public ip address is associated with',
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'physical network id that this configuration is based on',
  `is_system` int(1) unsigned NOT NULL DEFAULT 0,
  `vpc_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vpc the ip address is associated with',
  `dnat_vmip` varchar(40) DEFAULT NULL,
  `is_portable` int(1) unsigned NOT NULL DEFAULT 0,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the ip address can be displayed to the end user',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `rule_state` varchar(32) DEFAULT NULL COMMENT 'static  rule state while removing',
  `forsystemvms` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'true if IP is set to system vms, false if not',
  `for_router` tinyint(1) DEFAULT 0 COMMENT 'True if the ip address is used by Domain Router to expose services',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_user_ip_address__uuid` (`uuid`),
  UNIQUE KEY `public_ip_address` (`public_ip_address`,`source_network_id`,`removed`),
  KEY `fk_user_ip_address__source_network_id` (`source_network_id`),
  KEY `fk_user_ip_address__network_id` (`network_id`),
  KEY `fk_user_ip_address__account_id` (`account_id`),
  KEY `fk_user_ip_address__vm_id` (`vm_id`),
  KEY `fk_user_ip_address__physical_network_id` (`physical_network_id`),
  KEY `fk_user_ip_address__vpc_id` (`vpc_id`),
  KEY `i_user_ip_address__allocated` (`allocated`),
  KEY `i_user_ip_address__source_nat` (`source_nat`),
  KEY `i_user_ip_address_state` (`state`),
  KEY `i_user_ip_address__public_ip_address` (`public_ip_address`),
  KEY `i_user_ip_address__data_center_id` (`data_center_id`),
  KEY `i_user_ip_address__vlan_db_id` (`vlan_db_id`),
  KEY `i_user_ip_address__removed` (`removed`),
  CONSTRAINT `fk_user_ip_address__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_user_ip_address__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_user_ip_address__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`),
  CONSTRAINT `fk_user_ip_address__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_user_ip_address__source_network_id` FOREIGN KEY (`source_network_id`) REFERENCES `networks` (`id`),
  CONSTRAINT `fk_user_ip_address__vlan_db_id` FOREIGN KEY (`vlan_db_id`) REFERENCES `vlan` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_user_ip_address__vm_id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`),
  CONSTRAINT `fk_user_ip_address__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=254 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `user_ip_address_details`
--

DROP TABLE IF EXISTS `user_ip_address_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `user_ip_address_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `user_ip_address_id` bigint(20) unsigned NOT NULL COMMENT 'User ip address id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_user_ip_address_details__user_ip_address_id` (`user_ip_address_id`),
  CONSTRAINT `fk_user_ip_address_details__user_ip_address_id` FOREIGN KEY (`user_ip_address_id`) REFERENCES `user_ip_address` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `user_ipv6_address`
--

DROP TABLE IF EXISTS `user_ipv6_address`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `user_ipv6_address` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `account_id` bigint(20) unsigned DEFAULT NULL,
  `domain_id` bigint(20) unsigned DEFAULT NULL,
  `ip_address` char(50) NOT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'zone that it belongs to',
  `vlan_id` bigint(20) unsigned NOT NULL,
  `state` char(32) NOT NULL DEFAULT 'Free' COMMENT 'state of the ip address',
  `mac_address` varchar(40) NOT NULL COMMENT 'mac address of this ip',
  `source_network_id` bigint(20) unsigned NOT NULL COMMENT 'network id ip belongs to',
  `network_id` bigint(20) unsigned DEFAULT NULL COMMENT 'network this public ip address is associated with',
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'physical network id that this configuration is based on',
  `created` datetime DEFAULT NULL COMMENT 'Date this ip was allocated to someone',
  PRIMARY KEY (`id`),
  UNIQUE KEY `ip_address` (`ip_address`,`source_network_id`),
  UNIQUE KEY `uc_user_ipv6_address__uuid` (`uuid`),
  KEY `fk_user_ipv6_address__source_network_id` (`source_network_id`),
  KEY `fk_user_ipv6_address__network_id` (`network_id`),
  KEY `fk_user_ipv6_address__account_id` (`account_id`),
  KEY `fk_user_ipv6_address__vlan_id` (`vlan_id`),
  KEY `fk_user_ipv6_address__data_center_id` (`data_center_id`),
  KEY `fk_user_ipv6_address__physical_network_id` (`physical_network_id`),
  CONSTRAINT `fk_user_ipv6_address__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_user_ipv6_address__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_user_ipv6_address__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`),
  CONSTRAINT `fk_user_ipv6_address__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_user_ipv6_address__source_network_id` FOREIGN KEY (`source_network_id`) REFERENCES `networks` (`id`),
  CONSTRAINT `fk_user_ipv6_address__vlan_id` FOREIGN KEY (`vlan_id`) REFERENCES `vlan` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `user_statistics`
--

DROP TABLE IF EXISTS `user_statistics`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `user_statistics` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `data_center_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `public_ip_address` char(40) DEFAULT NULL,
  `device_id` bigint(20) unsigned NOT NULL,
  `device_type` varchar(32) NOT NULL,
  `network_id` bigint(20) unsigned DEFAULT NULL,
  `net_bytes_received` bigint(20) unsigned NOT NULL DEFAULT 0,
  `net_bytes_sent` bigint(20) unsigned NOT NULL DEFAULT 0,
  `current_bytes_received` bigint(20) unsigned NOT NULL DEFAULT 0,
  `current_bytes_sent` bigint(20) unsigned NOT NULL DEFAULT 0,
  `agg_bytes_received` bigint(20) unsigned NOT NULL DEFAULT 0,
  `agg_bytes_sent` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  UNIQUE KEY `account_id` (`account_id`,`data_center_id`,`public_ip_address`,`device_id`,`device_type`,`network_id`),
  KEY `i_user_statistics__account_id` (`account_id`),
  KEY `i_user_statistics__account_id_data_center_id` (`account_id`,`data_center_id`),
  CONSTRAINT `fk_user_statistics__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `user_view`
--

DROP TABLE IF EXISTS `user_view`;
/*!50001 DROP VIEW IF EXISTS `user_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `user_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `username`,
 NULL AS `password`,
 NULL AS `firstname`,
 NULL AS `lastname`,
 NULL AS `email`,
 NULL AS `state`,
 NULL AS `api_key`,
 NULL AS `secret_key`,
 NULL AS `created`,
 NULL AS `removed`,
 NULL AS `timezone`,
 NULL AS `registration_token`,
 NULL AS `is_registered`,
 NULL AS `incorrect_login_attempts`,
 NULL AS `source`,
 NULL AS `default`,
 NULL AS `api_key_access`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `account_role_id`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `job_id`,
 NULL AS `job_uuid`,
 NULL AS `job_status`,
 NULL AS `job_account_id`,
 NULL AS `is_user_2fa_enabled` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `user_vm`
--

DROP TABLE IF EXISTS `user_vm`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `user_vm` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `iso_id` bigint(20) unsigned DEFAULT NULL,
  `display_name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL,
  `user_data` mediumtext DEFAULT NULL,
  `user_data_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the user data',
  `user_data_details` mediumtext DEFAULT NULL COMMENT 'value of the comma-separated list of parameters',
  `update_parameters` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'Defines if the parameters have been updated for the vm',
  `user_vm_type` varchar(255) DEFAULT 'UserVM' COMMENT 'Defines the type of UserVM',
  PRIMARY KEY (`id`),
  KEY `fk_user_vm__user_data_id` (`user_data_id`),
  CONSTRAINT `fk_user_vm__id` FOREIGN KEY (`id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_user_vm__user_data_id` FOREIGN KEY (`user_data_id`) REFERENCES `user_data` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=10 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `user_vm_clone_setting`
--

DROP TABLE IF EXISTS `user_vm_clone_setting`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `user_vm_clone_setting` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'guest VM id',
  `clone_type` varchar(10) NOT NULL COMMENT 'Full or Linked Clone (applicable to VMs on ESX)',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `user_vm_deploy_as_is_details`
--

DROP TABLE IF EXISTS `user_vm_deploy_as_is_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `user_vm_deploy_as_is_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'virtual machine id',
  `name` varchar(255) NOT NULL,
  `value` text NOT NULL,
  PRIMARY KEY (`id`),
  KEY `fk_user_vm_deploy_as_is_details__vm_id` (`vm_id`),
  CONSTRAINT `fk_user_vm_deploy_as_is_details__vm_id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `user_vm_view`
--

DROP TABLE IF EXISTS `user_vm_view`;
/*!50001 DROP VIEW IF EXISTS `user_vm_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `user_vm_view` AS SELECT
 NULL AS `id`,
 NULL AS `name`,
 NULL AS `display_name`,
 NULL AS `user_data`,
 NULL AS `user_vm_type`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name`,
 NULL AS `instance_group_id`,
 NULL AS `instance_group_uuid`,
 NULL AS `instance_group_name`,
 NULL AS `uuid`,
 NULL AS `user_id`,
 NULL AS `last_host_id`,
 NULL AS `type`,
 NULL AS `limit_cpu_use`,
 NULL AS `created`,
 NULL AS `state`,
 NULL AS `update_time`,
 NULL AS `removed`,
 NULL AS `ha_enabled`,
 NULL AS `hypervisor_type`,
 NULL AS `instance_name`,
 NULL AS `guest_os_id`,
 NULL AS `display_vm`,
 NULL AS `delete_protection`,
 NULL AS `guest_os_uuid`,
 NULL AS `pod_id`,
 NULL AS `pod_uuid`,
 NULL AS `private_ip_address`,
 NULL AS `private_mac_address`,
 NULL AS `vm_type`,
 NULL AS `data_center_id`,
 NULL AS `data_center_uuid`,
 NULL AS `data_center_name`,
 NULL AS `security_group_enabled`,
 NULL AS `data_center_network_type`,
 NULL AS `host_id`,
 NULL AS `host_uuid`,
 NULL AS `host_name`,
 NULL AS `cluster_id`,
 NULL AS `host_status`,
 NULL AS `host_resource_state`,
 NULL AS `template_id`,
 NULL AS `template_uuid`,
 NULL AS `template_name`,
 NULL AS `template_type`,
 NULL AS `template_format`,
 NULL AS `template_display_text`,
 NULL AS `password_enabled`,
 NULL AS `iso_id`,
 NULL AS `iso_uuid`,
 NULL AS `iso_name`,
 NULL AS `iso_display_text`,
 NULL AS `arch`,
 NULL AS `service_offering_id`,
 NULL AS `service_offering_uuid`,
 NULL AS `disk_offering_uuid`,
 NULL AS `disk_offering_id`,
 NULL AS `cpu`,
 NULL AS `speed`,
 NULL AS `ram_size`,
 NULL AS `backup_offering_uuid`,
 NULL AS `backup_offering_id`,
 NULL AS `service_offering_name`,
 NULL AS `vgpu_profile_id`,
 NULL AS `vgpu_profile_uuid`,
 NULL AS `vgpu_profile_name`,
 NULL AS `vgpu_profile_video_ram`,
 NULL AS `vgpu_profile_max_heads`,
 NULL AS `vgpu_profile_max_resolution_x`,
 NULL AS `vgpu_profile_max_resolution_y`,
 NULL AS `gpu_card_id`,
 NULL AS `gpu_card_uuid`,
 NULL AS `gpu_card_name`,
 NULL AS `gpu_count`,
 NULL AS `disk_offering_name`,
 NULL AS `backup_offering_name`,
 NULL AS `pool_id`,
 NULL AS `pool_uuid`,
 NULL AS `pool_type`,
 NULL AS `volume_id`,
 NULL AS `volume_uuid`,
 NULL AS `volume_device_id`,
 NULL AS `volume_type`,
 NULL AS `security_group_id`,
 NULL AS `security_group_uuid`,
 NULL AS `security_group_name`,
 NULL AS `security_group_description`,
 NULL AS `nic_id`,
 NULL AS `nic_uuid`,
 NULL AS `nic_device_id`,
 NULL AS `network_id`,
 NULL AS `ip_address`,
 NULL AS `ip6_address`,
 NULL AS `ip6_gateway`,
 NULL AS `ip6_cidr`,
 NULL AS `is_default_nic`,
 NULL AS `gateway`,
 NULL AS `netmask`,
 NULL AS `mac_address`,
 NULL AS `broadcast_uri`,
 NULL AS `isolation_uri`,
 NULL AS `vpc_id`,
 NULL AS `vpc_uuid`,
 NULL AS `network_uuid`,
 NULL AS `network_name`,
 NULL AS `traffic_type`,
 NULL AS `guest_type`,
 NULL AS `public_ip_id`,
 NULL AS `public_ip_uuid`,
 NULL AS `public_ip_address`,
 NULL AS `keypair_names`,
 NULL AS `tag_id`,
 NULL AS `tag_uuid`,
 NULL AS `tag_key`,
 NULL AS `tag_value`,
 NULL AS `tag_domain_id`,
 NULL AS `tag_domain_uuid`,
 NULL AS `tag_domain_name`,
 NULL AS `tag_account_id`,
 NULL AS `tag_account_name`,
 NULL AS `tag_resource_id`,
 NULL AS `tag_resource_uuid`,
 NULL AS `tag_resource_type`,
 NULL AS `tag_customer`,
 NULL AS `job_id`,
 NULL AS `job_uuid`,
 NULL AS `job_status`,
 NULL AS `job_account_id`,
 NULL AS `affinity_group_id`,
 NULL AS `affinity_group_uuid`,
 NULL AS `affinity_group_name`,
 NULL AS `affinity_group_description`,
 NULL AS `autoscale_vmgroup_id`,
 NULL AS `autoscale_vmgroup_uuid`,
 NULL AS `autoscale_vmgroup_name`,
 NULL AS `dynamically_scalable`,
 NULL AS `user_data_id`,
 NULL AS `user_data_uuid`,
 NULL AS `user_data_name`,
 NULL AS `user_data_details`,
 NULL AS `user_data_policy`,
 NULL AS `lease_expiry_date`,
 NULL AS `lease_expiry_action`,
 NULL AS `lease_action_execution` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `version`
--

DROP TABLE IF EXISTS `version`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `version` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `version` char(40) NOT NULL COMMENT 'version',
  `updated` datetime NOT NULL COMMENT 'Date this version table was updated',
  `step` char(32) NOT NULL COMMENT 'Step in the upgrade to this version',
  PRIMARY KEY (`id`),
  UNIQUE KEY `version` (`version`),
  KEY `i_version__version` (`version`)
) ENGINE=InnoDB AUTO_INCREMENT=49 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vgpu_profile`
--

DROP TABLE IF EXISTS `vgpu_profile`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vgpu_profile` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) NOT NULL,
  `name` varchar(255) NOT NULL COMMENT 'name of the vGPU profile',
  `description` varchar(255) DEFAULT NULL COMMENT 'description of the vGPU profile',
  `card_id` bigint(20) unsigned NOT NULL COMMENT 'id of the GPU card',
  `video_ram` bigint(20) unsigned DEFAULT NULL COMMENT 'video RAM of the vGPU profile',
  `max_heads` bigint(20) unsigned DEFAULT NULL COMMENT 'maximum number of heads of the vGPU profile',
  `max_resolution_x` bigint(20) unsigned DEFAULT NULL COMMENT 'maximum resolution x of the vGPU profile',
  `max_resolution_y` bigint(20) unsigned DEFAULT NULL COMMENT 'maximum resolution y of the vGPU profile',
  `max_vgpu_per_pgpu` bigint(20) unsigned DEFAULT NULL COMMENT 'Maximum number of vGPUs per physical GPU',
  `created` datetime NOT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uuid` (`uuid`),
  UNIQUE KEY `name` (`name`,`card_id`),
  KEY `fk_vgpu_profile_card_id` (`card_id`),
  CONSTRAINT `fk_vgpu_profile_card_id` FOREIGN KEY (`card_id`) REFERENCES `gpu_card` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci COMMENT='vGPU profiles supported by CloudStack';
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vgpu_types`
--

DROP TABLE IF EXISTS `vgpu_types`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vgpu_types` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `gpu_group_id` bigint(20) unsigned NOT NULL,
  `vgpu_type` varchar(40) NOT NULL COMMENT 'vgpu type supported by this gpu group',
  `video_ram` bigint(20) unsigned DEFAULT NULL COMMENT 'video RAM for this vgpu type',
  `max_heads` bigint(20) unsigned DEFAULT NULL COMMENT 'maximum displays per user',
  `max_resolution_x` bigint(20) unsigned DEFAULT NULL COMMENT 'maximum X resolution per display',
  `max_resolution_y` bigint(20) unsigned DEFAULT NULL COMMENT 'maximum Y resolution per display',
  `max_vgpu_per_pgpu` bigint(20) unsigned DEFAULT NULL COMMENT 'max number of vgpus per physical gpu (pgpu)',
  `remaining_capacity` bigint(20) unsigned DEFAULT NULL COMMENT 'remaining vgpu can be created with this vgpu_type on the given gpu group',
  `max_capacity` bigint(20) unsigned DEFAULT NULL COMMENT 'maximum vgpu can be created with this vgpu_type on the given gpu group',
  PRIMARY KEY (`id`),
  KEY `fk_vgpu_types__gpu_group_id` (`gpu_group_id`),
  CONSTRAINT `fk_vgpu_types__gpu_group_id` FOREIGN KEY (`gpu_group_id`) REFERENCES `host_gpu_groups` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `virtual_router_providers`
--

DROP TABLE IF EXISTS `virtual_router_providers`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `virtual_router_providers` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `nsp_id` bigint(20) unsigned NOT NULL COMMENT 'Network Service Provider ID',
  `uuid` varchar(40) DEFAULT NULL,
  `type` varchar(255) NOT NULL COMMENT 'Virtual router, or ElbVM',
  `enabled` int(1) NOT NULL COMMENT 'Enabled or disabled',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_virtual_router_providers__uuid` (`uuid`),
  KEY `fk_virtual_router_providers__nsp_id` (`nsp_id`),
  CONSTRAINT `fk_virtual_router_providers__nsp_id` FOREIGN KEY (`nsp_id`) REFERENCES `physical_network_service_providers` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=4 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `virtual_supervisor_module`
--

DROP TABLE IF EXISTS `virtual_supervisor_module`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `virtual_supervisor_module` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `host_id` bigint(20) NOT NULL,
  `vsm_name` varchar(255) DEFAULT NULL,
  `username` varchar(255) NOT NULL,
  `password` varchar(255) NOT NULL,
  `ipaddr` varchar(80) NOT NULL,
  `management_vlan` int(32) DEFAULT NULL,
  `control_vlan` int(32) DEFAULT NULL,
  `packet_vlan` int(32) DEFAULT NULL,
  `storage_vlan` int(32) DEFAULT NULL,
  `vsm_domain_id` bigint(20) unsigned DEFAULT NULL,
  `config_mode` varchar(20) DEFAULT NULL,
  `config_state` varchar(20) DEFAULT NULL,
  `vsm_device_state` varchar(20) NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vlan`
--

DROP TABLE IF EXISTS `vlan`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vlan` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `vlan_id` varchar(255) DEFAULT NULL,
  `vlan_gateway` varchar(255) DEFAULT NULL,
  `vlan_netmask` varchar(255) DEFAULT NULL,
  `ip4_range` varchar(255) DEFAULT NULL,
  `vlan_type` varchar(255) DEFAULT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL,
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'id of corresponding network offering',
  `physical_network_id` bigint(20) unsigned NOT NULL COMMENT 'physical network id that this configuration is based on',
  `ip6_gateway` varchar(255) DEFAULT NULL,
  `ip6_cidr` varchar(255) DEFAULT NULL,
  `ip6_range` varchar(255) DEFAULT NULL,
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_vlan__uuid` (`uuid`),
  KEY `fk_vlan__physical_network_id` (`physical_network_id`),
  KEY `i_vlan__vlan_type` (`vlan_type`),
  KEY `i_vlan__data_center_id` (`data_center_id`),
  KEY `i_vlan__removed` (`removed`),
  CONSTRAINT `fk_vlan__data_center_id` FOREIGN KEY (`data_center_id`) REFERENCES `data_center` (`id`),
  CONSTRAINT `fk_vlan__physical_network_id` FOREIGN KEY (`physical_network_id`) REFERENCES `physical_network` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vlan_details`
--

DROP TABLE IF EXISTS `vlan_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vlan_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vlan_id` bigint(20) unsigned NOT NULL COMMENT 'vlan id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'Should detail be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_vlan_details__vlan_id` (`vlan_id`),
  CONSTRAINT `fk_vlan_details__vlan_id` FOREIGN KEY (`vlan_id`) REFERENCES `vlan` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_compute_tags`
--

DROP TABLE IF EXISTS `vm_compute_tags`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_compute_tags` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'vm id',
  `compute_tag` varchar(255) NOT NULL COMMENT 'name of tag',
  PRIMARY KEY (`id`),
  KEY `i_vm_id` (`vm_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_disk_statistics`
--

DROP TABLE IF EXISTS `vm_disk_statistics`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_disk_statistics` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `data_center_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `vm_id` bigint(20) unsigned NOT NULL,
  `volume_id` bigint(20) unsigned NOT NULL DEFAULT 0,
  `net_io_read` bigint(20) unsigned NOT NULL DEFAULT 0,
  `net_io_write` bigint(20) unsigned NOT NULL DEFAULT 0,
  `current_io_read` bigint(20) unsigned NOT NULL DEFAULT 0,
  `current_io_write` bigint(20) unsigned NOT NULL DEFAULT 0,
  `agg_io_read` bigint(20) unsigned NOT NULL DEFAULT 0,
  `agg_io_write` bigint(20) unsigned NOT NULL DEFAULT 0,
  `net_bytes_read` bigint(20) unsigned NOT NULL DEFAULT 0,
  `net_bytes_write` bigint(20) unsigned NOT NULL DEFAULT 0,
  `current_bytes_read` bigint(20) unsigned NOT NULL DEFAULT 0,
  `current_bytes_write` bigint(20) unsigned NOT NULL DEFAULT 0,
  `agg_bytes_read` bigint(20) unsigned NOT NULL DEFAULT 0,
  `agg_bytes_write` bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  UNIQUE KEY `account_id` (`account_id`,`data_center_id`,`vm_id`,`volume_id`),
  KEY `i_vm_disk_statistics__account_id` (`account_id`),
  KEY `i_vm_disk_statistics__account_id_data_center_id` (`account_id`,`data_center_id`),
  CONSTRAINT `fk_vm_disk_statistics__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=9 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_instance`
--

DROP TABLE IF EXISTS `vm_instance`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_instance` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) NOT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `instance_name` varchar(255) NOT NULL COMMENT 'name of the vm instance running on the hosts',
  `state` varchar(32) NOT NULL,
  `vm_template_id` bigint(20) unsigned DEFAULT NULL,
  `guest_os_id` bigint(20) unsigned NOT NULL,
  `private_mac_address` varchar(17) DEFAULT NULL,
  `private_ip_address` char(40) DEFAULT NULL,
  `pod_id` bigint(20) unsigned DEFAULT NULL,
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'Data Center the instance belongs to',
  `host_id` bigint(20) unsigned DEFAULT NULL,
  `last_host_id` bigint(20) unsigned DEFAULT NULL COMMENT 'tentative host for first run or last host that it has been running on',
  `proxy_id` bigint(20) unsigned DEFAULT NULL COMMENT 'console proxy allocated in previous session',
  `proxy_assign_time` datetime DEFAULT NULL COMMENT 'time when console proxy was assigned',
  `vnc_password` varchar(255) NOT NULL COMMENT 'vnc password',
  `ha_enabled` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'Should HA be enabled for this VM',
  `limit_cpu_use` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Limit the cpu usage to service offering',
  `update_count` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'date state was updated',
  `update_time` datetime DEFAULT NULL COMMENT 'date the destroy was requested',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `type` varchar(32) NOT NULL COMMENT 'type of vm it is',
  `vm_type` varchar(32) NOT NULL COMMENT 'vm type',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'user id of owner',
  `domain_id` bigint(20) unsigned NOT NULL,
  `service_offering_id` bigint(20) unsigned NOT NULL COMMENT 'service offering id',
  `reservation_id` char(40) DEFAULT NULL COMMENT 'reservation id',
  `hypervisor_type` char(32) DEFAULT NULL COMMENT 'hypervisor type',
  `owner` varchar(255) DEFAULT NULL,
  `host_name` varchar(255) DEFAULT NULL,
  `display_name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL,
  `desired_state` varchar(32) DEFAULT NULL,
  `dynamically_scalable` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if VM contains XS/VMWare tools inorder to support dynamic scaling of VM cpu/memory',
  `display_vm` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'Should vm instance be displayed to the end user',
  `power_state` varchar(74) DEFAULT 'PowerUnknown',
  `power_state_update_time` datetime DEFAULT NULL,
  `power_state_update_count` int(11) DEFAULT 0,
  `power_host` bigint(20) unsigned DEFAULT NULL,
  `user_id` bigint(20) unsigned NOT NULL DEFAULT 1 COMMENT 'user id of VM deployer',
  `backup_offering_id` bigint(20) unsigned DEFAULT NULL COMMENT 'ID of backup offering',
  `backup_external_id` varchar(255) DEFAULT NULL COMMENT 'ID of external backup job or container if any',
  `backup_volumes` text DEFAULT NULL COMMENT 'details of backedup volumes',
  `delete_protection` tinyint(1) DEFAULT 0 COMMENT 'delete protection for vm',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_vm_instance_uuid` (`uuid`),
  KEY `i_vm_instance__removed` (`removed`),
  KEY `i_vm_instance__type` (`type`),
  KEY `i_vm_instance__pod_id` (`pod_id`),
  KEY `i_vm_instance__update_time` (`update_time`),
  KEY `i_vm_instance__update_count` (`update_count`),
  KEY `i_vm_instance__state` (`state`),
  KEY `i_vm_instance__data_center_id` (`data_center_id`),
  KEY `fk_vm_instance__host_id` (`host_id`),
  KEY `fk_vm_instance__last_host_id` (`last_host_id`),
  KEY `i_vm_instance__template_id` (`vm_template_id`),
  KEY `fk_vm_instance__account_id` (`account_id`),
  KEY `fk_vm_instance__service_offering_id` (`service_offering_id`),
  KEY `fk_vm_instance__power_host` (`power_host`),
  KEY `i_vm_instance__instance_name` (`instance_name`),
  CONSTRAINT `fk_vm_instance__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_vm_instance__host_id` FOREIGN KEY (`host_id`) REFERENCES `host` (`id`),
  CONSTRAINT `fk_vm_instance__last_host_id` FOREIGN KEY (`last_host_id`) REFERENCES `host` (`id`),
  CONSTRAINT `fk_vm_instance__power_host` FOREIGN KEY (`power_host`) REFERENCES `host` (`id`),
  CONSTRAINT `fk_vm_instance__service_offering_id` FOREIGN KEY (`service_offering_id`) REFERENCES `service_offering` (`id`),
  CONSTRAINT `fk_vm_instance__template_id` FOREIGN KEY (`vm_template_id`) REFERENCES `vm_template` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=12 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_instance_details`
--

DROP TABLE IF EXISTS `vm_instance_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_instance_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'vm id',
  `name` varchar(255) NOT NULL,
  `value` varchar(5120) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `i_name_vm_id` (`vm_id`,`name`),
  CONSTRAINT `fk_vm_instance_details__vm_id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=11 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_network_map`
--

DROP TABLE IF EXISTS `vm_network_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_network_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'vm id',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network id',
  PRIMARY KEY (`id`),
  KEY `i_vm_id` (`vm_id`)
) ENGINE=InnoDB AUTO_INCREMENT=9 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_reservation`
--

DROP TABLE IF EXISTS `vm_reservation`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_reservation` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) NOT NULL COMMENT 'reservation id',
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'vm id',
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'zone id',
  `pod_id` bigint(20) unsigned NOT NULL COMMENT 'pod id',
  `cluster_id` bigint(20) unsigned NOT NULL COMMENT 'cluster id',
  `host_id` bigint(20) unsigned NOT NULL COMMENT 'host id',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `deployment_planner` varchar(40) DEFAULT NULL COMMENT 'Preferred deployment planner for the vm',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_vm_reservation__uuid` (`uuid`)
) ENGINE=InnoDB AUTO_INCREMENT=9 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_root_disk_tags`
--

DROP TABLE IF EXISTS `vm_root_disk_tags`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_root_disk_tags` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'vm id',
  `root_disk_tag` varchar(255) NOT NULL COMMENT 'name of tag',
  PRIMARY KEY (`id`),
  KEY `i_vm_id` (`vm_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_schedule`
--

DROP TABLE IF EXISTS `vm_schedule`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_schedule` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `vm_id` bigint(20) unsigned NOT NULL,
  `uuid` varchar(40) NOT NULL COMMENT 'schedule uuid',
  `description` varchar(1024) DEFAULT NULL COMMENT 'description of the vm schedule',
  `schedule` varchar(255) NOT NULL COMMENT 'schedule frequency in cron format',
  `timezone` varchar(100) NOT NULL COMMENT 'the timezone in which the schedule time is specified',
  `action` varchar(20) NOT NULL COMMENT 'action to perform',
  `enabled` int(1) NOT NULL COMMENT 'Enabled or disabled',
  `start_date` datetime NOT NULL COMMENT 'start time for this schedule',
  `end_date` datetime DEFAULT NULL COMMENT 'end time for this schedule',
  `created` datetime NOT NULL COMMENT 'date created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  KEY `i_vm_schedule__vm_id` (`vm_id`),
  KEY `i_vm_schedule__enabled_end_date` (`enabled`,`end_date`),
  CONSTRAINT `fk_vm_schedule__vm_id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_scheduled_job`
--

DROP TABLE IF EXISTS `vm_scheduled_job`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_scheduled_job` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `vm_id` bigint(20) unsigned NOT NULL,
  `vm_schedule_id` bigint(20) unsigned NOT NULL,
  `uuid` varchar(40) NOT NULL COMMENT 'scheduled job uuid',
  `action` varchar(20) NOT NULL COMMENT 'action to perform',
  `scheduled_timestamp` datetime NOT NULL COMMENT 'Time at which the action is taken',
  `async_job_id` bigint(20) unsigned DEFAULT NULL COMMENT 'If this schedule is being executed, it is the id of the create aysnc_job. Before that it is null',
  PRIMARY KEY (`id`),
  UNIQUE KEY `vm_schedule_id` (`vm_schedule_id`,`scheduled_timestamp`),
  KEY `i_vm_scheduled_job__scheduled_timestamp` (`scheduled_timestamp`),
  KEY `i_vm_scheduled_job__vm_id` (`vm_id`),
  CONSTRAINT `fk_vm_scheduled_job__vm_id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_vm_scheduled_job__vm_schedule_id` FOREIGN KEY (`vm_schedule_id`) REFERENCES `vm_schedule` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_snapshot_details`
--

DROP TABLE IF EXISTS `vm_snapshot_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_snapshot_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vm_snapshot_id` bigint(20) unsigned NOT NULL,
  `name` varchar(255) NOT NULL,
  `value` varchar(255) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_snapshots`
--

DROP TABLE IF EXISTS `vm_snapshots`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_snapshots` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'Primary Key',
  `uuid` varchar(40) NOT NULL,
  `name` varchar(255) NOT NULL,
  `display_name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL,
  `description` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL,
  `vm_id` bigint(20) unsigned NOT NULL,
  `account_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `service_offering_id` bigint(20) unsigned NOT NULL,
  `vm_snapshot_type` varchar(32) DEFAULT NULL,
  `state` varchar(32) NOT NULL,
  `parent` bigint(20) unsigned DEFAULT NULL,
  `current` int(1) unsigned DEFAULT NULL,
  `update_count` bigint(20) unsigned NOT NULL DEFAULT 0,
  `updated` datetime DEFAULT NULL,
  `created` datetime DEFAULT NULL,
  `removed` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_vm_snapshots_uuid` (`uuid`),
  KEY `vm_snapshots_name` (`name`),
  KEY `vm_snapshots_vm_id` (`vm_id`),
  KEY `vm_snapshots_account_id` (`account_id`),
  KEY `vm_snapshots_display_name` (`display_name`),
  KEY `vm_snapshots_removed` (`removed`),
  KEY `vm_snapshots_parent` (`parent`),
  KEY `fk_vm_snapshots_domain_id__domain_id` (`domain_id`),
  KEY `fk_vm_snapshots_service_offering_id` (`service_offering_id`),
  CONSTRAINT `fk_vm_snapshots_account_id__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`),
  CONSTRAINT `fk_vm_snapshots_domain_id__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`),
  CONSTRAINT `fk_vm_snapshots_service_offering_id` FOREIGN KEY (`service_offering_id`) REFERENCES `service_offering` (`id`) ON DELETE NO ACTION ON UPDATE NO ACTION,
  CONSTRAINT `fk_vm_snapshots_vm_id__vm_instance_id` FOREIGN KEY (`vm_id`) REFERENCES `vm_instance` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_stats`
--

DROP TABLE IF EXISTS `vm_stats`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_stats` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `vm_id` bigint(20) unsigned NOT NULL,
  `mgmt_server_id` bigint(20) unsigned NOT NULL,
  `timestamp` datetime NOT NULL,
  `vm_stats_data` text NOT NULL,
  PRIMARY KEY (`id`),
  KEY `i_vm_stats__vm_id` (`vm_id`)
) ENGINE=InnoDB AUTO_INCREMENT=17 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_template`
--

DROP TABLE IF EXISTS `vm_template`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_template` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `unique_name` varchar(255) NOT NULL,
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL,
  `uuid` varchar(40) DEFAULT NULL,
  `public` int(1) unsigned NOT NULL,
  `featured` int(1) unsigned NOT NULL,
  `type` varchar(32) DEFAULT NULL,
  `hvm` int(1) unsigned NOT NULL COMMENT 'requires HVM',
  `bits` int(6) unsigned NOT NULL COMMENT '32 bit or 64 bit',
  `url` varchar(1024) DEFAULT NULL COMMENT 'the url where the template exists externally',
  `format` varchar(32) NOT NULL COMMENT 'format for the template',
  `created` datetime NOT NULL COMMENT 'Date created',
  `removed` datetime DEFAULT NULL COMMENT 'Date removed if not null',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'id of the account that created this template',
  `checksum` varchar(255) DEFAULT NULL COMMENT 'checksum for the template root disk',
  `display_text` varchar(4096) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'Description text set by the admin for display purpose only',
  `enable_password` int(1) unsigned NOT NULL DEFAULT 1 COMMENT 'true if this template supports password reset',
  `enable_sshkey` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if this template supports sshkey reset',
  `guest_os_id` bigint(20) unsigned NOT NULL COMMENT 'the OS of the template',
  `bootable` int(1) unsigned NOT NULL DEFAULT 1 COMMENT 'true if this template represents a bootable ISO',
  `prepopulate` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'prepopulate this template to primary storage',
  `cross_zones` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Make this template available in all zones',
  `extractable` int(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is this template extractable',
  `hypervisor_type` varchar(32) DEFAULT NULL COMMENT 'hypervisor that the template belongs to',
  `source_template_id` bigint(20) unsigned DEFAULT NULL COMMENT 'Id of the original template, if this template is created from snapshot',
  `template_tag` varchar(255) DEFAULT NULL COMMENT 'template tag',
  `sort_key` int(32) NOT NULL DEFAULT 0 COMMENT 'sort key used for customising sort method',
  `size` bigint(20) unsigned DEFAULT NULL,
  `state` varchar(255) DEFAULT NULL,
  `update_count` bigint(20) unsigned DEFAULT NULL,
  `updated` datetime DEFAULT NULL,
  `dynamically_scalable` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'true if template contains XS/VMWare tools inorder to support dynamic scaling of VM cpu/memory',
  `parent_template_id` bigint(20) unsigned DEFAULT NULL COMMENT 'If datadisk template, then id of the root template this template belongs to',
  `direct_download` tinyint(1) DEFAULT 0 COMMENT 'Indicates if Secondary Storage is bypassed and template is downloaded to Primary Storage',
  `deploy_as_is` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'True if the template should be deployed with disks and networks as defined by OVF',
  `user_data_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the user data',
  `user_data_link_policy` varchar(255) DEFAULT NULL COMMENT 'user data link policy with template',
  `arch` varchar(8) DEFAULT 'x86_64' COMMENT 'the CPU architecture of the template/ISO',
  `for_cks` int(1) unsigned DEFAULT 0 COMMENT 'if true, the template can be used for CKS cluster deployment',
  `extension_id` bigint(20) unsigned DEFAULT NULL COMMENT 'id of the extension',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_vm_template__uuid` (`uuid`),
  KEY `i_vm_template__removed` (`removed`),
  KEY `i_vm_template__public` (`public`),
  KEY `fk_vm_template__user_data_id` (`user_data_id`),
  CONSTRAINT `fk_vm_template__user_data_id` FOREIGN KEY (`user_data_id`) REFERENCES `user_data` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=201 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_template_details`
--

DROP TABLE IF EXISTS `vm_template_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_template_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `template_id` bigint(20) unsigned NOT NULL COMMENT 'template id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_vm_template_details__template_id` (`template_id`),
  CONSTRAINT `fk_vm_template_details__template_id` FOREIGN KEY (`template_id`) REFERENCES `vm_template` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vm_work_job`
--

DROP TABLE IF EXISTS `vm_work_job`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vm_work_job` (
  `id` bigint(20) unsigned NOT NULL,
  `step` char(32) NOT NULL COMMENT 'state',
  `vm_type` char(32) NOT NULL COMMENT 'type of vm',
  `vm_instance_id` bigint(20) unsigned NOT NULL COMMENT 'vm instance',
  `secondary_object` char(100) DEFAULT NULL COMMENT 'any additional item that must be checked during queueing',
  PRIMARY KEY (`id`),
  KEY `fk_vm_work_job__instance_id` (`vm_instance_id`),
  KEY `i_vm_work_job__vm` (`vm_type`,`vm_instance_id`),
  KEY `i_vm_work_job__step` (`step`),
  CONSTRAINT `fk_vm_work_job__instance_id` FOREIGN KEY (`vm_instance_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vmware_data_center`
--

DROP TABLE IF EXISTS `vmware_data_center`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vmware_data_center` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(255) DEFAULT NULL,
  `name` varchar(255) NOT NULL COMMENT 'Name of VMware datacenter',
  `guid` varchar(255) NOT NULL COMMENT 'id of VMware datacenter',
  `vcenter_host` varchar(255) NOT NULL COMMENT 'vCenter host containing this VMware datacenter',
  `username` varchar(255) NOT NULL COMMENT 'Name of vCenter host user',
  `password` varchar(255) NOT NULL COMMENT 'Password of vCenter host user',
  PRIMARY KEY (`id`),
  UNIQUE KEY `guid` (`guid`),
  UNIQUE KEY `uuid` (`uuid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vmware_data_center_zone_map`
--

DROP TABLE IF EXISTS `vmware_data_center_zone_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vmware_data_center_zone_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'id of CloudStack zone',
  `vmware_data_center_id` bigint(20) unsigned NOT NULL COMMENT 'id of VMware datacenter',
  PRIMARY KEY (`id`),
  UNIQUE KEY `zone_id` (`zone_id`),
  UNIQUE KEY `vmware_data_center_id` (`vmware_data_center_id`),
  CONSTRAINT `fk_vmware_data_center_zone_map__vmware_data_center_id` FOREIGN KEY (`vmware_data_center_id`) REFERENCES `vmware_data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vnf_template_details`
--

DROP TABLE IF EXISTS `vnf_template_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vnf_template_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `template_id` bigint(20) unsigned NOT NULL COMMENT 'id of the VNF template',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_vnf_template_details__template_id` (`template_id`),
  CONSTRAINT `fk_vnf_template_details__template_id` FOREIGN KEY (`template_id`) REFERENCES `vm_template` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vnf_template_nics`
--

DROP TABLE IF EXISTS `vnf_template_nics`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vnf_template_nics` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `template_id` bigint(20) unsigned NOT NULL COMMENT 'id of the VNF template',
  `device_id` bigint(20) unsigned NOT NULL COMMENT 'Device id of the NIC when plugged into the VNF appliances',
  `device_name` varchar(1024) NOT NULL COMMENT 'Name of the NIC',
  `required` tinyint(4) NOT NULL DEFAULT 1 COMMENT 'True if the NIC is required. False if optional',
  `management` tinyint(4) NOT NULL DEFAULT 1 COMMENT 'True if the NIC is a management interface',
  `description` varchar(1024) DEFAULT NULL COMMENT 'Description of the NIC',
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk_template_id_device_id` (`template_id`,`device_id`),
  KEY `fk_vnf_template_nics__template_id` (`template_id`),
  CONSTRAINT `fk_vnf_template_nics__template_id` FOREIGN KEY (`template_id`) REFERENCES `vm_template` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `volume_details`
--

DROP TABLE IF EXISTS `volume_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `volume_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `volume_id` bigint(20) unsigned NOT NULL COMMENT 'volume id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_volume_details__volume_id` (`volume_id`),
  CONSTRAINT `fk_volume_details__volume_id` FOREIGN KEY (`volume_id`) REFERENCES `volumes` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `volume_reservation`
--

DROP TABLE IF EXISTS `volume_reservation`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `volume_reservation` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `vm_reservation_id` bigint(20) unsigned NOT NULL COMMENT 'id of the vm reservation',
  `vm_id` bigint(20) unsigned NOT NULL COMMENT 'vm id',
  `volume_id` bigint(20) unsigned NOT NULL COMMENT 'volume id',
  `pool_id` bigint(20) unsigned NOT NULL COMMENT 'pool assigned to the volume',
  PRIMARY KEY (`id`),
  KEY `fk_vm_pool_reservation__vm_reservation_id` (`vm_reservation_id`),
  CONSTRAINT `fk_vm_pool_reservation__vm_reservation_id` FOREIGN KEY (`vm_reservation_id`) REFERENCES `vm_reservation` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=9 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `volume_stats`
--

DROP TABLE IF EXISTS `volume_stats`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `volume_stats` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `volume_id` bigint(20) unsigned NOT NULL,
  `mgmt_server_id` bigint(20) unsigned NOT NULL,
  `timestamp` datetime NOT NULL,
  `volume_stats_data` text NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `volume_store_ref`
--

DROP TABLE IF EXISTS `volume_store_ref`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `volume_store_ref` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `store_id` bigint(20) unsigned NOT NULL,
  `volume_id` bigint(20) unsigned NOT NULL,
  `zone_id` bigint(20) unsigned NOT NULL,
  `created` datetime NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `job_id` varchar(255) DEFAULT NULL,
  `download_pct` int(10) unsigned DEFAULT NULL,
  `size` bigint(20) unsigned DEFAULT NULL,
  `physical_size` bigint(20) unsigned DEFAULT 0,
  `download_state` varchar(255) DEFAULT NULL,
  `checksum` varchar(255) DEFAULT NULL COMMENT 'checksum for the data disk',
  `error_str` varchar(255) DEFAULT NULL,
  `local_path` varchar(255) DEFAULT NULL,
  `install_path` varchar(255) DEFAULT NULL,
  `url` varchar(2048) DEFAULT NULL,
  `download_url` varchar(2048) DEFAULT NULL,
  `state` varchar(255) NOT NULL,
  `destroyed` tinyint(1) DEFAULT NULL COMMENT 'indicates whether the volume_host entry was destroyed by the user or not',
  `update_count` bigint(20) unsigned DEFAULT NULL,
  `ref_cnt` bigint(20) unsigned DEFAULT NULL,
  `updated` datetime DEFAULT NULL,
  `download_url_created` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `i_volume_store_ref__store_id` (`store_id`),
  KEY `i_volume_store_ref__volume_id` (`volume_id`),
  CONSTRAINT `fk_volume_store_ref__store_id` FOREIGN KEY (`store_id`) REFERENCES `image_store` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_volume_store_ref__volume_id` FOREIGN KEY (`volume_id`) REFERENCES `volumes` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `volume_view`
--

DROP TABLE IF EXISTS `volume_view`;
/*!50001 DROP VIEW IF EXISTS `volume_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `volume_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `device_id`,
 NULL AS `volume_type`,
 NULL AS `provisioning_type`,
 NULL AS `size`,
 NULL AS `min_iops`,
 NULL AS `max_iops`,
 NULL AS `created`,
 NULL AS `state`,
 NULL AS `attached`,
 NULL AS `removed`,
 NULL AS `display_volume`,
 NULL AS `format`,
 NULL AS `path`,
 NULL AS `chain_info`,
 NULL AS `external_uuid`,
 NULL AS `encrypt_format`,
 NULL AS `delete_protection`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name`,
 NULL AS `data_center_id`,
 NULL AS `data_center_uuid`,
 NULL AS `data_center_name`,
 NULL AS `data_center_type`,
 NULL AS `vm_id`,
 NULL AS `vm_uuid`,
 NULL AS `vm_name`,
 NULL AS `vm_state`,
 NULL AS `vm_type`,
 NULL AS `vm_display_name`,
 NULL AS `volume_store_size`,
 NULL AS `download_pct`,
 NULL AS `download_state`,
 NULL AS `error_str`,
 NULL AS `created_on_store`,
 NULL AS `disk_offering_id`,
 NULL AS `disk_offering_uuid`,
 NULL AS `disk_offering_name`,
 NULL AS `disk_offering_display_text`,
 NULL AS `use_local_storage`,
 NULL AS `system_use`,
 NULL AS `bytes_read_rate`,
 NULL AS `bytes_write_rate`,
 NULL AS `iops_read_rate`,
 NULL AS `iops_write_rate`,
 NULL AS `cache_mode`,
 NULL AS `pool_id`,
 NULL AS `pool_uuid`,
 NULL AS `pool_name`,
 NULL AS `cluster_id`,
 NULL AS `cluster_name`,
 NULL AS `cluster_uuid`,
 NULL AS `hypervisor_type`,
 NULL AS `template_id`,
 NULL AS `template_uuid`,
 NULL AS `extractable`,
 NULL AS `template_type`,
 NULL AS `template_name`,
 NULL AS `template_display_text`,
 NULL AS `iso_id`,
 NULL AS `iso_uuid`,
 NULL AS `iso_name`,
 NULL AS `iso_display_text`,
 NULL AS `tag_id`,
 NULL AS `tag_uuid`,
 NULL AS `tag_key`,
 NULL AS `tag_value`,
 NULL AS `tag_domain_id`,
 NULL AS `tag_account_id`,
 NULL AS `tag_resource_id`,
 NULL AS `tag_resource_uuid`,
 NULL AS `tag_resource_type`,
 NULL AS `tag_customer`,
 NULL AS `job_id`,
 NULL AS `job_uuid`,
 NULL AS `job_status`,
 NULL AS `job_account_id`,
 NULL AS `pod_id`,
 NULL AS `pod_uuid`,
 NULL AS `pod_name`,
 NULL AS `tag_account_name`,
 NULL AS `tag_domain_uuid`,
 NULL AS `tag_domain_name` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `volumes`
--

DROP TABLE IF EXISTS `volumes`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `volumes` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'Primary Key',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner.  foreign key to account table',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'the domain that the owner belongs to',
  `pool_id` bigint(20) unsigned DEFAULT NULL COMMENT 'pool it belongs to. foreign key to storage_pool table',
  `last_pool_id` bigint(20) unsigned DEFAULT NULL COMMENT 'last pool it belongs to.',
  `instance_id` bigint(20) unsigned DEFAULT NULL COMMENT 'vm instance it belongs to. foreign key to vm_instance table',
  `device_id` bigint(20) unsigned DEFAULT NULL COMMENT 'which device inside vm instance it is ',
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'A user specified name for the volume',
  `uuid` varchar(40) DEFAULT NULL,
  `size` bigint(20) unsigned NOT NULL COMMENT 'total size',
  `folder` varchar(255) DEFAULT NULL COMMENT 'The folder where the volume is saved',
  `path` varchar(255) DEFAULT NULL COMMENT 'Path',
  `pod_id` bigint(20) unsigned DEFAULT NULL COMMENT 'pod this volume belongs to',
  `data_center_id` bigint(20) unsigned NOT NULL COMMENT 'data center this volume belongs to',
  `iscsi_name` varchar(255) DEFAULT NULL COMMENT 'iscsi target name',
  `host_ip` char(40) DEFAULT NULL COMMENT 'host ip address for convenience',
  `volume_type` varchar(64) NOT NULL COMMENT 'root, swap or data',
  `pool_type` varchar(64) DEFAULT NULL COMMENT 'type of the pool',
  `disk_offering_id` bigint(20) unsigned NOT NULL COMMENT 'can be null for system VMs',
  `template_id` bigint(20) unsigned DEFAULT NULL COMMENT 'fk to vm_template.id',
  `first_snapshot_backup_uuid` varchar(255) DEFAULT NULL COMMENT 'The first snapshot that was ever taken for this volume',
  `recreatable` tinyint(1) unsigned NOT NULL DEFAULT 0 COMMENT 'Is this volume recreatable?',
  `created` datetime DEFAULT NULL COMMENT 'Date Created',
  `attached` datetime DEFAULT NULL COMMENT 'Date Attached',
  `updated` datetime DEFAULT NULL COMMENT 'Date updated for attach/detach',
  `removed` datetime DEFAULT NULL COMMENT 'Date removed.  not null if removed',
  `state` varchar(32) DEFAULT NULL COMMENT 'State machine',
  `chain_info` text DEFAULT NULL COMMENT 'save possible disk chain info in primary storage',
  `update_count` bigint(20) unsigned NOT NULL DEFAULT 0 COMMENT 'date state was updated',
  `disk_type` varchar(255) DEFAULT NULL,
  `vm_snapshot_chain_size` bigint(20) unsigned DEFAULT NULL,
  `iso_id` bigint(20) unsigned DEFAULT NULL COMMENT 'The id of the iso from which the volume was created',
  `display_volume` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'Should volume be displayed to the end user',
  `format` varchar(255) DEFAULT NULL COMMENT 'volume format',
  `min_iops` bigint(20) unsigned DEFAULT NULL COMMENT 'Minimum IOPS',
  `max_iops` bigint(20) unsigned DEFAULT NULL COMMENT 'Maximum IOPS',
  `hv_ss_reserve` int(32) unsigned DEFAULT NULL COMMENT 'Hypervisor snapshot reserve space as a percent of a volume (for managed storage using Xen or VMware)',
  `provisioning_type` varchar(32) NOT NULL DEFAULT 'thin' COMMENT 'pre allocation setting of the volume',
  `external_uuid` varchar(40) DEFAULT NULL,
  `passphrase_id` bigint(20) unsigned DEFAULT NULL COMMENT 'encryption passphrase id',
  `encrypt_format` varchar(64) DEFAULT NULL COMMENT 'encryption format',
  `delete_protection` tinyint(1) DEFAULT 0 COMMENT 'delete protection for volumes',
  `last_id` bigint(20) unsigned DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_volumes__uuid` (`uuid`),
  KEY `i_volumes__removed` (`removed`),
  KEY `i_volumes__pod_id` (`pod_id`),
  KEY `i_volumes__data_center_id` (`data_center_id`),
  KEY `i_volumes__account_id` (`account_id`),
  KEY `i_volumes__pool_id` (`pool_id`),
  KEY `i_volumes__last_pool_id` (`last_pool_id`),
  KEY `i_volumes__instance_id` (`instance_id`),
  KEY `i_volumes__state` (`state`),
  KEY `i_volumes__update_count` (`update_count`),
  KEY `fk_volumes__passphrase_id` (`passphrase_id`),
  KEY `i_volumes__path` (`path`),
  CONSTRAINT `fk_volumes__instance_id` FOREIGN KEY (`instance_id`) REFERENCES `vm_instance` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_volumes__passphrase_id` FOREIGN KEY (`passphrase_id`) REFERENCES `passphrase` (`id`),
  CONSTRAINT `fk_volumes__pool_id` FOREIGN KEY (`pool_id`) REFERENCES `storage_pool` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=12 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vpc`
--

DROP TABLE IF EXISTS `vpc`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vpc` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) NOT NULL,
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'vpc name',
  `display_text` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'vpc display text',
  `cidr` varchar(18) DEFAULT NULL COMMENT 'vpc cidr',
  `vpc_offering_id` bigint(20) unsigned NOT NULL COMMENT 'vpc offering id that this vpc is created from',
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'the id of the zone this Vpc belongs to',
  `state` varchar(32) NOT NULL COMMENT 'state of the VP (can be Enabled and Disabled)',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain the vpc belongs to',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner of this vpc',
  `network_domain` varchar(255) DEFAULT NULL COMMENT 'network domain',
  `dns1` varchar(255) DEFAULT NULL COMMENT 'first IPv4 DNS for the vpc',
  `dns2` varchar(255) DEFAULT NULL COMMENT 'second IPv4 DNS for the vpc',
  `ip6dns1` varchar(255) DEFAULT NULL COMMENT 'first IPv6 DNS for the vpc',
  `ip6dns2` varchar(255) DEFAULT NULL COMMENT 'second IPv6 DNS for the vpc',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `created` datetime NOT NULL COMMENT 'date created',
  `restart_required` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if restart is required for the VPC',
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the vpc can be displayed to the end user',
  `uses_distributed_router` tinyint(1) DEFAULT 0,
  `region_level_vpc` tinyint(1) DEFAULT 0,
  `redundant` tinyint(1) DEFAULT 0,
  `public_mtu` bigint(20) unsigned DEFAULT NULL COMMENT 'MTU for VPC VR public interface',
  `use_router_ip_resolver` tinyint(1) DEFAULT 0 COMMENT 'use router ip as resolver instead of dns options',
  PRIMARY KEY (`id`),
  KEY `i_vpc__removed` (`removed`),
  KEY `fk_vpc__zone_id` (`zone_id`),
  KEY `fk_vpc__vpc_offering_id` (`vpc_offering_id`),
  KEY `fk_vpc__account_id` (`account_id`),
  KEY `fk_vpc__domain_id` (`domain_id`),
  CONSTRAINT `fk_vpc__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_vpc__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_vpc__vpc_offering_id` FOREIGN KEY (`vpc_offering_id`) REFERENCES `vpc_offerings` (`id`),
  CONSTRAINT `fk_vpc__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vpc_details`
--

DROP TABLE IF EXISTS `vpc_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vpc_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vpc_id` bigint(20) unsigned NOT NULL COMMENT 'VPC id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_vpc_details__vpc_id` (`vpc_id`),
  CONSTRAINT `fk_vpc_details__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vpc_gateway_details`
--

DROP TABLE IF EXISTS `vpc_gateway_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vpc_gateway_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vpc_gateway_id` bigint(20) unsigned NOT NULL COMMENT 'VPC gateway id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_vpc_gateway_details__vpc_gateway_id` (`vpc_gateway_id`),
  CONSTRAINT `fk_vpc_gateway_details__vpc_gateway_id` FOREIGN KEY (`vpc_gateway_id`) REFERENCES `vpc_gateways` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vpc_gateways`
--

DROP TABLE IF EXISTS `vpc_gateways`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vpc_gateways` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) DEFAULT NULL,
  `ip4_address` char(40) DEFAULT NULL COMMENT 'ip4 address of the gateway',
  `netmask` varchar(15) DEFAULT NULL COMMENT 'netmask of the gateway',
  `gateway` varchar(15) DEFAULT NULL COMMENT 'gateway',
  `vlan_tag` varchar(255) DEFAULT NULL,
  `type` varchar(32) DEFAULT NULL COMMENT 'type of gateway; can be Public/Private/Vpn',
  `network_id` bigint(20) unsigned NOT NULL COMMENT 'network id vpc gateway belongs to',
  `vpc_id` bigint(20) unsigned NOT NULL COMMENT 'id of the vpc the gateway belongs to',
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'id of the zone the gateway belongs to',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'owner id',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'domain id',
  `state` varchar(32) NOT NULL COMMENT 'what state the vpc gateway in',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `source_nat` tinyint(1) DEFAULT 0,
  `network_acl_id` bigint(20) unsigned NOT NULL DEFAULT 1,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uc_vpc_gateways__uuid` (`uuid`),
  KEY `fk_vpc_gateways__network_id` (`network_id`),
  KEY `fk_vpc_gateways__vpc_id` (`vpc_id`),
  KEY `fk_vpc_gateways__zone_id` (`zone_id`),
  KEY `fk_vpc_gateways__account_id` (`account_id`),
  KEY `fk_vpc_gateways__domain_id` (`domain_id`),
  KEY `i_vpc_gateways__removed` (`removed`),
  CONSTRAINT `fk_vpc_gateways__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_vpc_gateways__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_vpc_gateways__network_id` FOREIGN KEY (`network_id`) REFERENCES `networks` (`id`),
  CONSTRAINT `fk_vpc_gateways__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`),
  CONSTRAINT `fk_vpc_gateways__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vpc_offering_details`
--

DROP TABLE IF EXISTS `vpc_offering_details`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vpc_offering_details` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `offering_id` bigint(20) unsigned NOT NULL COMMENT 'vpc offering id',
  `name` varchar(255) NOT NULL,
  `value` varchar(1024) NOT NULL,
  `display` tinyint(1) NOT NULL DEFAULT 1 COMMENT 'True if the detail can be displayed to the end user',
  PRIMARY KEY (`id`),
  KEY `fk_vpc_offering_details__vpc_offering_id` (`offering_id`),
  CONSTRAINT `fk_vpc_offering_details__vpc_offering_id` FOREIGN KEY (`offering_id`) REFERENCES `vpc_offerings` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vpc_offering_service_map`
--

DROP TABLE IF EXISTS `vpc_offering_service_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vpc_offering_service_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vpc_offering_id` bigint(20) unsigned NOT NULL COMMENT 'vpc_offering_id',
  `service` varchar(255) NOT NULL COMMENT 'service',
  `provider` varchar(255) DEFAULT NULL COMMENT 'service provider',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `vpc_offering_id` (`vpc_offering_id`,`service`,`provider`),
  CONSTRAINT `fk_vpc_offering_service_map__vpc_offering_id` FOREIGN KEY (`vpc_offering_id`) REFERENCES `vpc_offerings` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=64 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `vpc_offering_view`
--

DROP TABLE IF EXISTS `vpc_offering_view`;
/*!50001 DROP VIEW IF EXISTS `vpc_offering_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `vpc_offering_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `unique_name`,
 NULL AS `display_text`,
 NULL AS `state`,
 NULL AS `default`,
 NULL AS `network_mode`,
 NULL AS `created`,
 NULL AS `removed`,
 NULL AS `service_offering_id`,
 NULL AS `supports_distributed_router`,
 NULL AS `supports_region_level_vpc`,
 NULL AS `redundant_router_service`,
 NULL AS `sort_key`,
 NULL AS `routing_mode`,
 NULL AS `specify_as_number`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `zone_id`,
 NULL AS `zone_uuid`,
 NULL AS `zone_name`,
 NULL AS `internet_protocol` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `vpc_offerings`
--

DROP TABLE IF EXISTS `vpc_offerings`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vpc_offerings` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id',
  `uuid` varchar(40) NOT NULL,
  `unique_name` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'unique name of the vpc offering',
  `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'vpc offering name',
  `display_text` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci DEFAULT NULL COMMENT 'display text',
  `state` char(32) DEFAULT NULL COMMENT 'state of the vpc offering that has Disabled value by default',
  `default` int(1) unsigned NOT NULL DEFAULT 0 COMMENT '1 if vpc offering is default',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  `created` datetime NOT NULL COMMENT 'date created',
  `service_offering_id` bigint(20) unsigned DEFAULT NULL COMMENT 'service offering id that virtual router is tied to',
  `supports_distributed_router` tinyint(1) DEFAULT 0,
  `supports_region_level_vpc` tinyint(1) DEFAULT 0,
  `redundant_router_service` tinyint(1) DEFAULT 0,
  `sort_key` int(32) NOT NULL DEFAULT 0 COMMENT 'sort key used for customising sort method',
  `network_mode` varchar(32) DEFAULT NULL COMMENT 'mode in which the network would route traffic',
  `routing_mode` varchar(10) DEFAULT NULL COMMENT 'routing mode for the offering',
  `specify_as_number` tinyint(1) NOT NULL DEFAULT 0 COMMENT 'specify AS number when using dynamic routing',
  PRIMARY KEY (`id`),
  UNIQUE KEY `unique_name` (`unique_name`),
  KEY `i_vpc__removed` (`removed`),
  KEY `fk_vpc_offerings__service_offering_id` (`service_offering_id`),
  CONSTRAINT `fk_vpc_offerings__service_offering_id` FOREIGN KEY (`service_offering_id`) REFERENCES `service_offering` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=8 DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vpc_service_map`
--

DROP TABLE IF EXISTS `vpc_service_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vpc_service_map` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `vpc_id` bigint(20) unsigned NOT NULL COMMENT 'vpc_id',
  `service` varchar(255) NOT NULL COMMENT 'service',
  `provider` varchar(255) DEFAULT NULL COMMENT 'service provider',
  `created` datetime DEFAULT NULL COMMENT 'date created',
  PRIMARY KEY (`id`),
  UNIQUE KEY `vpc_id` (`vpc_id`,`service`,`provider`),
  CONSTRAINT `fk_vpc_service_map__vpc_id` FOREIGN KEY (`vpc_id`) REFERENCES `vpc` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vpn_users`
--

DROP TABLE IF EXISTS `vpn_users`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vpn_users` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(40) DEFAULT NULL,
  `owner_id` bigint(20) unsigned NOT NULL,
  `domain_id` bigint(20) unsigned NOT NULL,
  `username` varchar(255) NOT NULL,
  `password` varchar(255) NOT NULL,
  `state` char(32) NOT NULL COMMENT 'What state is this vpn user in',
  PRIMARY KEY (`id`),
  UNIQUE KEY `i_vpn_users__account_id__username` (`owner_id`,`username`),
  UNIQUE KEY `uc_vpn_users__uuid` (`uuid`),
  KEY `fk_vpn_users__domain_id` (`domain_id`),
  KEY `i_vpn_users_username` (`username`),
  CONSTRAINT `fk_vpn_users__domain_id` FOREIGN KEY (`domain_id`) REFERENCES `domain` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_vpn_users__owner_id` FOREIGN KEY (`owner_id`) REFERENCES `account` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `vsphere_storage_policy`
--

DROP TABLE IF EXISTS `vsphere_storage_policy`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `vsphere_storage_policy` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `uuid` varchar(255) DEFAULT NULL,
  `zone_id` bigint(20) unsigned NOT NULL COMMENT 'id of the zone',
  `policy_id` varchar(255) NOT NULL COMMENT 'the identifier of the Storage Policy in vSphere DataCenter',
  `name` varchar(255) NOT NULL COMMENT 'name of the storage policy',
  `description` text DEFAULT NULL COMMENT 'description of the storage policy',
  `update_time` datetime DEFAULT NULL COMMENT 'last updated when policy imported',
  `removed` datetime DEFAULT NULL COMMENT 'date removed',
  PRIMARY KEY (`id`),
  UNIQUE KEY `zone_id` (`zone_id`,`policy_id`),
  UNIQUE KEY `uuid` (`uuid`),
  KEY `fk_vsphere_storage_policy__zone_id` (`zone_id`),
  CONSTRAINT `fk_vsphere_storage_policy__zone_id` FOREIGN KEY (`zone_id`) REFERENCES `data_center` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `webhook`
--

DROP TABLE IF EXISTS `webhook`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `webhook` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id of the webhook',
  `uuid` varchar(255) DEFAULT NULL COMMENT 'uuid of the webhook',
  `name` varchar(255) NOT NULL COMMENT 'name of the webhook',
  `description` varchar(4096) DEFAULT NULL COMMENT 'description for the webhook',
  `state` char(32) NOT NULL COMMENT 'state of the webhook - Enabled or Disabled',
  `domain_id` bigint(20) unsigned NOT NULL COMMENT 'id of the owner domain of the webhook',
  `account_id` bigint(20) unsigned NOT NULL COMMENT 'id of the owner account of the webhook',
  `payload_url` varchar(255) DEFAULT NULL COMMENT 'payload URL for the webhook',
  `secret_key` varchar(255) DEFAULT NULL COMMENT 'secret key for the webhook',
  `ssl_verification` tinyint(1) DEFAULT NULL COMMENT 'for https payload url, if true then strict ssl verification',
  `scope` char(32) NOT NULL COMMENT 'scope for the webhook - Local, Domain, Global',
  `created` datetime DEFAULT NULL COMMENT 'date the webhook was created',
  `removed` datetime DEFAULT NULL COMMENT 'date removed if not null',
  PRIMARY KEY (`id`),
  KEY `i_webhook__account_id` (`account_id`),
  CONSTRAINT `fk_webhook__account_id` FOREIGN KEY (`account_id`) REFERENCES `account` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table `webhook_delivery`
--

DROP TABLE IF EXISTS `webhook_delivery`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `webhook_delivery` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT COMMENT 'id of the webhook delivery',
  `uuid` varchar(255) DEFAULT NULL COMMENT 'uuid of the webhook',
  `event_id` bigint(20) unsigned NOT NULL COMMENT 'id of the event',
  `webhook_id` bigint(20) unsigned NOT NULL COMMENT 'id of the webhook',
  `mshost_msid` bigint(20) unsigned NOT NULL COMMENT 'msid of the management server',
  `headers` text DEFAULT NULL COMMENT 'headers for the webhook delivery',
  `payload` text DEFAULT NULL COMMENT 'payload for the webhook delivery',
  `success` tinyint(1) DEFAULT NULL COMMENT 'webhook delivery succeeded or not',
  `response` text DEFAULT NULL COMMENT 'response of the webhook delivery',
  `start_time` datetime DEFAULT NULL COMMENT 'start timestamp of the webhook delivery',
  `end_time` datetime DEFAULT NULL COMMENT 'end timestamp of the webhook delivery',
  PRIMARY KEY (`id`),
  KEY `i_webhook__event_id` (`event_id`),
  KEY `i_webhook__webhook_id` (`webhook_id`),
  CONSTRAINT `fk_webhook__event_id` FOREIGN KEY (`event_id`) REFERENCES `event` (`id`) ON DELETE CASCADE,
  CONSTRAINT `fk_webhook__webhook_id` FOREIGN KEY (`webhook_id`) REFERENCES `webhook` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary table structure for view `webhook_delivery_view`
--

DROP TABLE IF EXISTS `webhook_delivery_view`;
/*!50001 DROP VIEW IF EXISTS `webhook_delivery_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `webhook_delivery_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `headers`,
 NULL AS `payload`,
 NULL AS `success`,
 NULL AS `response`,
 NULL AS `start_time`,
 NULL AS `end_time`,
 NULL AS `event_id`,
 NULL AS `event_uuid`,
 NULL AS `event_type`,
 NULL AS `webhook_id`,
 NULL AS `webhook_uuid`,
 NULL AS `webhook_name`,
 NULL AS `mshost_id`,
 NULL AS `mshost_uuid`,
 NULL AS `mshost_msid`,
 NULL AS `mshost_name` */;
SET character_set_client = @saved_cs_client;

--
-- Temporary table structure for view `webhook_view`
--

DROP TABLE IF EXISTS `webhook_view`;
/*!50001 DROP VIEW IF EXISTS `webhook_view`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `webhook_view` AS SELECT
 NULL AS `id`,
 NULL AS `uuid`,
 NULL AS `name`,
 NULL AS `description`,
 NULL AS `state`,
 NULL AS `payload_url`,
 NULL AS `secret_key`,
 NULL AS `ssl_verification`,
 NULL AS `scope`,
 NULL AS `created`,
 NULL AS `removed`,
 NULL AS `account_id`,
 NULL AS `account_uuid`,
 NULL AS `account_name`,
 NULL AS `account_type`,
 NULL AS `domain_id`,
 NULL AS `domain_uuid`,
 NULL AS `domain_name`,
 NULL AS `domain_path`,
 NULL AS `project_id`,
 NULL AS `project_uuid`,
 NULL AS `project_name` */;
SET character_set_client = @saved_cs_client;

--
-- Final view structure for view `account_netstats_view`
--

/*!50001 DROP VIEW IF EXISTS `account_netstats_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `account_netstats_view` AS select `user_statistics`.`account_id` AS `account_id`,sum(`user_statistics`.`net_bytes_received`) + sum(`user_statistics`.`current_bytes_received`) AS `bytesReceived`,sum(`user_statistics`.`net_bytes_sent`) + sum(`user_statistics`.`current_bytes_sent`) AS `bytesSent` from `user_statistics` group by `user_statistics`.`account_id` */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `account_view`
--

/*!50001 DROP VIEW IF EXISTS `account_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `account_view` AS select `account`.`id` AS `id`,`account`.`uuid` AS `uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `type`,`account`.`role_id` AS `role_id`,`account`.`state` AS `state`,`account`.`created` AS `created`,`account`.`removed` AS `removed`,`account`.`cleanup_needed` AS `cleanup_needed`,`account`.`network_domain` AS `network_domain`,`account`.`default` AS `default`,`account`.`api_key_access` AS `api_key_access`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`data_center`.`id` AS `data_center_id`,`data_center`.`uuid` AS `data_center_uuid`,`data_center`.`name` AS `data_center_name`,`account_netstats_view`.`bytesReceived` AS `bytesReceived`,`account_netstats_view`.`bytesSent` AS `bytesSent`,`vmlimit`.`max` AS `vmLimit`,`vmcount`.`count` AS `vmTotal`,`runningvm`.`vmcount` AS `runningVms`,`stoppedvm`.`vmcount` AS `stoppedVms`,`iplimit`.`max` AS `ipLimit`,`ipcount`.`count` AS `ipTotal`,`free_ip_view`.`free_ip` AS `ipFree`,`volumelimit`.`max` AS `volumeLimit`,`volumecount`.`count` AS `volumeTotal`,`snapshotlimit`.`max` AS `snapshotLimit`,`snapshotcount`.`count` AS `snapshotTotal`,`templatelimit`.`max` AS `templateLimit`,`templatecount`.`count` AS `templateTotal`,`vpclimit`.`max` AS `vpcLimit`,`vpccount`.`count` AS `vpcTotal`,`projectlimit`.`max` AS `projectLimit`,`projectcount`.`count` AS `projectTotal`,`networklimit`.`max` AS `networkLimit`,`networkcount`.`count` AS `networkTotal`,`cpulimit`.`max` AS `cpuLimit`,`cpucount`.`count` AS `cpuTotal`,`memorylimit`.`max` AS `memoryLimit`,`memorycount`.`count` AS `memoryTotal`,`gpulimit`.`max` AS `gpuLimit`,`gpucount`.`count` AS `gpuTotal`,`primary_storage_limit`.`max` AS `primaryStorageLimit`,`primary_storage_count`.`count` AS `primaryStorageTotal`,`secondary_storage_limit`.`max` AS `secondaryStorageLimit`,`secondary_storage_count`.`count` AS `secondaryStorageTotal`,`backup_limit`.`max` AS `backupLimit`,`backup_count`.`count` AS `backupTotal`,`backup_storage_limit`.`max` AS `backupStorageLimit`,`backup_storage_count`.`count` AS `backupStorageTotal`,`bucket_limit`.`max` AS `bucketLimit`,`bucket_count`.`count` AS `bucketTotal`,`object_storage_limit`.`max` AS `objectStorageLimit`,`object_storage_count`.`count` AS `objectStorageTotal`,`async_job`.`id` AS `job_id`,`async_job`.`uuid` AS `job_uuid`,`async_job`.`job_status` AS `job_status`,`async_job`.`account_id` AS `job_account_id` from (`free_ip_view` join ((((((((((((((((((((((((((((((((((((((((`account` join `domain` on(`account`.`domain_id` = `domain`.`id`)) left join `data_center` on(`account`.`default_zone_id` = `data_center`.`id`)) left join `account_netstats_view` on(`account`.`id` = `account_netstats_view`.`account_id`)) left join `resource_limit` `vmlimit` on(`account`.`id` = `vmlimit`.`account_id` and `vmlimit`.`type` = 'user_vm' and `vmlimit`.`tag` is null)) left join `resource_count` `vmcount` on(`account`.`id` = `vmcount`.`account_id` and `vmcount`.`type` = 'user_vm' and `vmcount`.`tag` is null)) left join `account_vmstats_view` `runningvm` on(`account`.`id` = `runningvm`.`account_id` and `runningvm`.`state` = 'Running')) left join `account_vmstats_view` `stoppedvm` on(`account`.`id` = `stoppedvm`.`account_id` and `stoppedvm`.`state` = 'Stopped')) left join `resource_limit` `iplimit` on(`account`.`id` = `iplimit`.`account_id` and `iplimit`.`type` = 'public_ip')) left join `resource_count` `ipcount` on(`account`.`id` = `ipcount`.`account_id` and `ipcount`.`type` = 'public_ip')) left join `resource_limit` `volumelimit` on(`account`.`id` = `volumelimit`.`account_id` and `volumelimit`.`type` = 'volume' and `volumelimit`.`tag` is null)) left join `resource_count` `volumecount` on(`account`.`id` = `volumecount`.`account_id` and `volumecount`.`type` = 'volume' and `volumecount`.`tag` is null)) left join `resource_limit` `snapshotlimit` on(`account`.`id` = `snapshotlimit`.`account_id` and `snapshotlimit`.`type` = 'snapshot')) left join `resource_count` `snapshotcount` on(`account`.`id` = `snapshotcount`.`account_id` and `snapshotcount`.`type` = 'snapshot')) left join `resource_limit` `templatelimit` on(`account`.`id` = `templatelimit`.`account_id` and `templatelimit`.`type` = 'template')) left join `resource_count` `templatecount` on(`account`.`id` = `templatecount`.`account_id` and `templatecount`.`type` = 'template')) left join `resource_limit` `vpclimit` on(`account`.`id` = `vpclimit`.`account_id` and `vpclimit`.`type` = 'vpc')) left join `resource_count` `vpccount` on(`account`.`id` = `vpccount`.`account_id` and `vpccount`.`type` = 'vpc')) left join `resource_limit` `projectlimit` on(`account`.`id` = `projectlimit`.`account_id` and `projectlimit`.`type` = 'project')) left join `resource_count` `projectcount` on(`account`.`id` = `projectcount`.`account_id` and `projectcount`.`type` = 'project')) left join `resource_limit` `networklimit` on(`account`.`id` = `networklimit`.`account_id` and `networklimit`.`type` = 'network')) left join `resource_count` `networkcount` on(`account`.`id` = `networkcount`.`account_id` and `networkcount`.`type` = 'network')) left join `resource_limit` `cpulimit` on(`account`.`id` = `cpulimit`.`account_id` and `cpulimit`.`type` = 'cpu' and `cpulimit`.`tag` is null)) left join `resource_count` `cpucount` on(`account`.`id` = `cpucount`.`account_id` and `cpucount`.`type` = 'cpu' and `cpucount`.`tag` is null)) left join `resource_limit` `memorylimit` on(`account`.`id` = `memorylimit`.`account_id` and `memorylimit`.`type` = 'memory' and `memorylimit`.`tag` is null)) left join `resource_count` `memorycount` on(`account`.`id` = `memorycount`.`account_id` and `memorycount`.`type` = 'memory' and `memorycount`.`tag` is null)) left join `resource_limit` `gpulimit` on(`account`.`id` = `gpulimit`.`account_id` and `gpulimit`.`type` = 'gpu' and `gpulimit`.`tag` is null)) left join `resource_count` `gpucount` on(`account`.`id` = `gpucount`.`account_id` and `gpucount`.`type` = 'gpu' and `gpucount`.`tag` is null)) left join `resource_limit` `primary_storage_limit` on(`account`.`id` = `primary_storage_limit`.`account_id` and `primary_storage_limit`.`type` = 'primary_storage' and `primary_storage_limit`.`tag` is null)) left join `resource_count` `primary_storage_count` on(`account`.`id` = `primary_storage_count`.`account_id` and `primary_storage_count`.`type` = 'primary_storage' and `primary_storage_count`.`tag` is null)) left join `resource_limit` `secondary_storage_limit` on(`account`.`id` = `secondary_storage_limit`.`account_id` and `secondary_storage_limit`.`type` = 'secondary_storage')) left join `resource_count` `secondary_storage_count` on(`account`.`id` = `secondary_storage_count`.`account_id` and `secondary_storage_count`.`type` = 'secondary_storage')) left join `resource_limit` `backup_limit` on(`account`.`id` = `backup_limit`.`account_id` and `backup_limit`.`type` = 'backup')) left join `resource_count` `backup_count` on(`account`.`id` = `backup_count`.`account_id` and `backup_count`.`type` = 'backup')) left join `resource_limit` `backup_storage_limit` on(`account`.`id` = `backup_storage_limit`.`account_id` and `backup_storage_limit`.`type` = 'backup_storage')) left join `resource_count` `backup_storage_count` on(`account`.`id` = `backup_storage_count`.`account_id` and `backup_storage_count`.`type` = 'backup_storage')) left join `resource_limit` `bucket_limit` on(`account`.`id` = `bucket_limit`.`account_id` and `bucket_limit`.`type` = 'bucket')) left join `resource_count` `bucket_count` on(`account`.`id` = `bucket_count`.`account_id` and `bucket_count`.`type` = 'bucket')) left join `resource_limit` `object_storage_limit` on(`account`.`id` = `object_storage_limit`.`account_id` and `object_storage_limit`.`type` = 'object_storage')) left join `resource_count` `object_storage_count` on(`account`.`id` = `object_storage_count`.`account_id` and `object_storage_count`.`type` = 'object_storage')) left join `async_job` on(`async_job`.`instance_id` = `account`.`id` and `async_job`.`instance_type` = 'Account' and `async_job`.`job_status` = 0))) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `account_vmstats_view`
--

/*!50001 DROP VIEW IF EXISTS `account_vmstats_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `account_vmstats_view` AS select `vm_instance`.`account_id` AS `account_id`,`vm_instance`.`state` AS `state`,count(0) AS `vmcount` from `vm_instance` where `vm_instance`.`vm_type` = 'User' and `vm_instance`.`removed` is null group by `vm_instance`.`account_id`,`vm_instance`.`state` */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `affinity_group_view`
--

/*!50001 DROP VIEW IF EXISTS `affinity_group_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `affinity_group_view` AS select `affinity_group`.`id` AS `id`,`affinity_group`.`name` AS `name`,`affinity_group`.`type` AS `type`,`affinity_group`.`description` AS `description`,`affinity_group`.`uuid` AS `uuid`,`affinity_group`.`acl_type` AS `acl_type`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name`,`vm_instance`.`id` AS `vm_id`,`vm_instance`.`uuid` AS `vm_uuid`,`vm_instance`.`name` AS `vm_name`,`vm_instance`.`state` AS `vm_state`,`user_vm`.`display_name` AS `vm_display_name` from ((((((`affinity_group` join `account` on(`affinity_group`.`account_id` = `account`.`id`)) join `domain` on(`affinity_group`.`domain_id` = `domain`.`id`)) left join `projects` on(`projects`.`project_account_id` = `account`.`id`)) left join `affinity_group_vm_map` on(`affinity_group`.`id` = `affinity_group_vm_map`.`affinity_group_id`)) left join `vm_instance` on(`vm_instance`.`id` = `affinity_group_vm_map`.`instance_id`)) left join `user_vm` on(`user_vm`.`id` = `vm_instance`.`id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `async_job_view`
--

/*!50001 DROP VIEW IF EXISTS `async_job_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `async_job_view` AS select `account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`user`.`id` AS `user_id`,`user`.`uuid` AS `user_uuid`,`async_job`.`id` AS `id`,`async_job`.`uuid` AS `uuid`,`async_job`.`job_cmd` AS `job_cmd`,`async_job`.`job_status` AS `job_status`,`async_job`.`job_process_status` AS `job_process_status`,`async_job`.`job_result_code` AS `job_result_code`,`async_job`.`job_result` AS `job_result`,`async_job`.`created` AS `created`,`async_job`.`removed` AS `removed`,`async_job`.`instance_type` AS `instance_type`,`async_job`.`instance_id` AS `instance_id`,`async_job`.`job_executing_msid` AS `job_executing_msid`,case when `async_job`.`instance_type` = 'Volume' then `volumes`.`uuid` when `async_job`.`instance_type` = 'Template' or `async_job`.`instance_type` = 'Iso' then `vm_template`.`uuid` when `async_job`.`instance_type` = 'VirtualMachine' or `async_job`.`instance_type` = 'ConsoleProxy' or `async_job`.`instance_type` = 'SystemVm' or `async_job`.`instance_type` = 'DomainRouter' then `vm_instance`.`uuid` when `async_job`.`instance_type` = 'Snapshot' then `snapshots`.`uuid` when `async_job`.`instance_type` = 'Host' then `host`.`uuid` when `async_job`.`instance_type` = 'StoragePool' then `storage_pool`.`uuid` when `async_job`.`instance_type` = 'IpAddress' then `user_ip_address`.`uuid` when `async_job`.`instance_type` = 'SecurityGroup' then `security_group`.`uuid` when `async_job`.`instance_type` = 'PhysicalNetwork' then `physical_network`.`uuid` when `async_job`.`instance_type` = 'TrafficType' then `physical_network_traffic_types`.`uuid` when `async_job`.`instance_type` = 'PhysicalNetworkServiceProvider' then `physical_network_service_providers`.`uuid` when `async_job`.`instance_type` = 'FirewallRule' then `firewall_rules`.`uuid` when `async_job`.`instance_type` = 'Account' then `acct`.`uuid` when `async_job`.`instance_type` = 'User' then `us`.`uuid` when `async_job`.`instance_type` = 'StaticRoute' then `static_routes`.`uuid` when `async_job`.`instance_type` = 'PrivateGateway' then `vpc_gateways`.`uuid` when `async_job`.`instance_type` = 'Counter' then `counter`.`uuid` when `async_job`.`instance_type` = 'Condition' then `conditions`.`uuid` when `async_job`.`instance_type` = 'AutoScalePolicy' then `autoscale_policies`.`uuid` when `async_job`.`instance_type` = 'AutoScaleVmProfile' then `autoscale_vmprofiles`.`uuid` when `async_job`.`instance_type` = 'AutoScaleVmGroup' then `autoscale_vmgroups`.`uuid` else NULL end AS `instance_uuid` from ((((((((((((((((((((((((`async_job` left join `account` on(`async_job`.`account_id` = `account`.`id`)) left join `domain` on(`domain`.`id` = `account`.`domain_id`)) left join `user` on(`async_job`.`user_id` = `user`.`id`)) left join `volumes` on(`async_job`.`instance_id` = `volumes`.`id`)) left join `vm_template` on(`async_job`.`instance_id` = `vm_template`.`id`)) left join `vm_instance` on(`async_job`.`instance_id` = `vm_instance`.`id`)) left join `snapshots` on(`async_job`.`instance_id` = `snapshots`.`id`)) left join `host` on(`async_job`.`instance_id` = `host`.`id`)) left join `storage_pool` on(`async_job`.`instance_id` = `storage_pool`.`id`)) left join `user_ip_address` on(`async_job`.`instance_id` = `user_ip_address`.`id`)) left join `security_group` on(`async_job`.`instance_id` = `security_group`.`id`)) left join `physical_network` on(`async_job`.`instance_id` = `physical_network`.`id`)) left join `physical_network_traffic_types` on(`async_job`.`instance_id` = `physical_network_traffic_types`.`id`)) left join `physical_network_service_providers` on(`async_job`.`instance_id` = `physical_network_service_providers`.`id`)) left join `firewall_rules` on(`async_job`.`instance_id` = `firewall_rules`.`id`)) left join `account` `acct` on(`async_job`.`instance_id` = `acct`.`id`)) left join `user` `us` on(`async_job`.`instance_id` = `us`.`id`)) left join `static_routes` on(`async_job`.`instance_id` = `static_routes`.`id`)) left join `vpc_gateways` on(`async_job`.`instance_id` = `vpc_gateways`.`id`)) left join `counter` on(`async_job`.`instance_id` = `counter`.`id`)) left join `conditions` on(`async_job`.`instance_id` = `conditions`.`id`)) left join `autoscale_policies` on(`async_job`.`instance_id` = `autoscale_policies`.`id`)) left join `autoscale_vmprofiles` on(`async_job`.`instance_id` = `autoscale_vmprofiles`.`id`)) left join `autoscale_vmgroups` on(`async_job`.`instance_id` = `autoscale_vmgroups`.`id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `data_center_view`
--

/*!50001 DROP VIEW IF EXISTS `data_center_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `data_center_view` AS select `data_center`.`id` AS `id`,`data_center`.`uuid` AS `uuid`,`data_center`.`name` AS `name`,`data_center`.`is_security_group_enabled` AS `is_security_group_enabled`,`data_center`.`is_local_storage_enabled` AS `is_local_storage_enabled`,`data_center`.`description` AS `description`,`data_center`.`dns1` AS `dns1`,`data_center`.`dns2` AS `dns2`,`data_center`.`ip6_dns1` AS `ip6_dns1`,`data_center`.`ip6_dns2` AS `ip6_dns2`,`data_center`.`internal_dns1` AS `internal_dns1`,`data_center`.`internal_dns2` AS `internal_dns2`,`data_center`.`guest_network_cidr` AS `guest_network_cidr`,`data_center`.`domain` AS `domain`,`data_center`.`networktype` AS `networktype`,`data_center`.`allocation_state` AS `allocation_state`,`data_center`.`zone_token` AS `zone_token`,`data_center`.`dhcp_provider` AS `dhcp_provider`,`data_center`.`type` AS `type`,`data_center`.`removed` AS `removed`,`data_center`.`sort_key` AS `sort_key`,`data_center`.`storage_access_groups` AS `storage_access_groups`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`dedicated_resources`.`affinity_group_id` AS `affinity_group_id`,`dedicated_resources`.`account_id` AS `account_id`,`affinity_group`.`uuid` AS `affinity_group_uuid` from (((`data_center` left join `domain` on(`data_center`.`domain_id` = `domain`.`id`)) left join `dedicated_resources` on(`data_center`.`id` = `dedicated_resources`.`data_center_id`)) left join `affinity_group` on(`dedicated_resources`.`affinity_group_id` = `affinity_group`.`id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `disk_offering_view`
--

/*!50001 DROP VIEW IF EXISTS `disk_offering_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `disk_offering_view` AS select `disk_offering`.`id` AS `id`,`disk_offering`.`uuid` AS `uuid`,`disk_offering`.`name` AS `name`,`disk_offering`.`display_text` AS `display_text`,`disk_offering`.`provisioning_type` AS `provisioning_type`,`disk_offering`.`disk_size` AS `disk_size`,`disk_offering`.`min_iops` AS `min_iops`,`disk_offering`.`max_iops` AS `max_iops`,`disk_offering`.`created` AS `created`,`disk_offering`.`tags` AS `tags`,`disk_offering`.`customized` AS `customized`,`disk_offering`.`customized_iops` AS `customized_iops`,`disk_offering`.`removed` AS `removed`,`disk_offering`.`use_local_storage` AS `use_local_storage`,`disk_offering`.`hv_ss_reserve` AS `hv_ss_reserve`,`disk_offering`.`bytes_read_rate` AS `bytes_read_rate`,`disk_offering`.`bytes_read_rate_max` AS `bytes_read_rate_max`,`disk_offering`.`bytes_read_rate_max_length` AS `bytes_read_rate_max_length`,`disk_offering`.`bytes_write_rate` AS `bytes_write_rate`,`disk_offering`.`bytes_write_rate_max` AS `bytes_write_rate_max`,`disk_offering`.`bytes_write_rate_max_length` AS `bytes_write_rate_max_length`,`disk_offering`.`iops_read_rate` AS `iops_read_rate`,`disk_offering`.`iops_read_rate_max` AS `iops_read_rate_max`,`disk_offering`.`iops_read_rate_max_length` AS `iops_read_rate_max_length`,`disk_offering`.`iops_write_rate` AS `iops_write_rate`,`disk_offering`.`iops_write_rate_max` AS `iops_write_rate_max`,`disk_offering`.`iops_write_rate_max_length` AS `iops_write_rate_max_length`,`disk_offering`.`cache_mode` AS `cache_mode`,`disk_offering`.`sort_key` AS `sort_key`,`disk_offering`.`compute_only` AS `compute_only`,`disk_offering`.`display_offering` AS `display_offering`,`disk_offering`.`state` AS `state`,`disk_offering`.`disk_size_strictness` AS `disk_size_strictness`,`vsphere_storage_policy`.`value` AS `vsphere_storage_policy`,`disk_offering`.`encrypt` AS `encrypt`,group_concat(distinct `domain`.`id` separator ',') AS `domain_id`,group_concat(distinct `domain`.`uuid` separator ',') AS `domain_uuid`,group_concat(distinct `domain`.`name` separator ',') AS `domain_name`,group_concat(distinct `domain`.`path` separator ',') AS `domain_path`,group_concat(distinct `zone`.`id` separator ',') AS `zone_id`,group_concat(distinct `zone`.`uuid` separator ',') AS `zone_uuid`,group_concat(distinct `zone`.`name` separator ',') AS `zone_name` from (((((`disk_offering` left join `disk_offering_details` `domain_details` on(`domain_details`.`offering_id` = `disk_offering`.`id` and `domain_details`.`name` = 'domainid')) left join `domain` on(find_in_set(`domain`.`id`,`domain_details`.`value`))) left join `disk_offering_details` `zone_details` on(`zone_details`.`offering_id` = `disk_offering`.`id` and `zone_details`.`name` = 'zoneid')) left join `data_center` `zone` on(find_in_set(`zone`.`id`,`zone_details`.`value`))) left join `disk_offering_details` `vsphere_storage_policy` on(`vsphere_storage_policy`.`offering_id` = `disk_offering`.`id` and `vsphere_storage_policy`.`name` = 'storagepolicy')) group by `disk_offering`.`id` */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `domain_router_view`
--

/*!50001 DROP VIEW IF EXISTS `domain_router_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `domain_router_view` AS select `vm_instance`.`id` AS `id`,`vm_instance`.`name` AS `name`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name`,`vm_instance`.`uuid` AS `uuid`,`vm_instance`.`created` AS `created`,`vm_instance`.`state` AS `state`,`vm_instance`.`removed` AS `removed`,`vm_instance`.`pod_id` AS `pod_id`,`vm_instance`.`instance_name` AS `instance_name`,`host_pod_ref`.`uuid` AS `pod_uuid`,`data_center`.`id` AS `data_center_id`,`data_center`.`uuid` AS `data_center_uuid`,`data_center`.`name` AS `data_center_name`,`data_center`.`networktype` AS `data_center_network_type`,`data_center`.`dns1` AS `dns1`,`data_center`.`dns2` AS `dns2`,`data_center`.`ip6_dns1` AS `ip6_dns1`,`data_center`.`ip6_dns2` AS `ip6_dns2`,`host`.`id` AS `host_id`,`host`.`uuid` AS `host_uuid`,`host`.`name` AS `host_name`,`host`.`hypervisor_type` AS `hypervisor_type`,`host`.`cluster_id` AS `cluster_id`,`host`.`status` AS `host_status`,`host`.`resource_state` AS `host_resource_state`,`vm_template`.`id` AS `template_id`,`vm_template`.`uuid` AS `template_uuid`,`vm_template`.`arch` AS `arch`,`service_offering`.`id` AS `service_offering_id`,`service_offering`.`uuid` AS `service_offering_uuid`,`service_offering`.`name` AS `service_offering_name`,`nics`.`id` AS `nic_id`,`nics`.`uuid` AS `nic_uuid`,`nics`.`network_id` AS `network_id`,`nics`.`ip4_address` AS `ip_address`,`nics`.`ip6_address` AS `ip6_address`,`nics`.`ip6_gateway` AS `ip6_gateway`,`nics`.`ip6_cidr` AS `ip6_cidr`,`nics`.`default_nic` AS `is_default_nic`,`nics`.`gateway` AS `gateway`,`nics`.`netmask` AS `netmask`,`nics`.`mac_address` AS `mac_address`,`nics`.`broadcast_uri` AS `broadcast_uri`,`nics`.`isolation_uri` AS `isolation_uri`,`nics`.`mtu` AS `mtu`,`vpc`.`id` AS `vpc_id`,`vpc`.`uuid` AS `vpc_uuid`,`vpc`.`name` AS `vpc_name`,`networks`.`uuid` AS `network_uuid`,`networks`.`name` AS `network_name`,`networks`.`network_domain` AS `network_domain`,`networks`.`traffic_type` AS `traffic_type`,`networks`.`guest_type` AS `guest_type`,`async_job`.`id` AS `job_id`,`async_job`.`uuid` AS `job_uuid`,`async_job`.`job_status` AS `job_status`,`async_job`.`account_id` AS `job_account_id`,`domain_router`.`template_version` AS `template_version`,`domain_router`.`scripts_version` AS `scripts_version`,`domain_router`.`is_redundant_router` AS `is_redundant_router`,`domain_router`.`redundant_state` AS `redundant_state`,`domain_router`.`stop_pending` AS `stop_pending`,`domain_router`.`role` AS `role`,`domain_router`.`software_version` AS `software_version` from (((((((((((((`domain_router` join `vm_instance` on(`vm_instance`.`id` = `domain_router`.`id`)) join `account` on(`vm_instance`.`account_id` = `account`.`id`)) join `domain` on(`vm_instance`.`domain_id` = `domain`.`id`)) left join `host_pod_ref` on(`vm_instance`.`pod_id` = `host_pod_ref`.`id`)) left join `projects` on(`projects`.`project_account_id` = `account`.`id`)) left join `data_center` on(`vm_instance`.`data_center_id` = `data_center`.`id`)) left join `host` on(`vm_instance`.`host_id` = `host`.`id`)) left join `vm_template` on(`vm_instance`.`vm_template_id` = `vm_template`.`id`)) left join `service_offering` on(`vm_instance`.`service_offering_id` = `service_offering`.`id`)) left join `nics` on(`vm_instance`.`id` = `nics`.`instance_id` and `nics`.`removed` is null)) left join `networks` on(`nics`.`network_id` = `networks`.`id`)) left join `vpc` on(`domain_router`.`vpc_id` = `vpc`.`id` and `vpc`.`removed` is null)) left join `async_job` on(`async_job`.`instance_id` = `vm_instance`.`id` and `async_job`.`instance_type` = 'DomainRouter' and `async_job`.`job_status` = 0)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `domain_view`
--

/*!50001 DROP VIEW IF EXISTS `domain_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `domain_view` AS select `domain`.`id` AS `id`,`domain`.`parent` AS `parent`,`domain`.`name` AS `name`,`domain`.`uuid` AS `uuid`,`domain`.`owner` AS `owner`,`domain`.`path` AS `path`,`domain`.`level` AS `level`,`domain`.`child_count` AS `child_count`,`domain`.`next_child_seq` AS `next_child_seq`,`domain`.`created` AS `created`,`domain`.`removed` AS `removed`,`domain`.`state` AS `state`,`domain`.`network_domain` AS `network_domain`,`domain`.`type` AS `type`,`vmlimit`.`max` AS `vmLimit`,`vmcount`.`count` AS `vmTotal`,`iplimit`.`max` AS `ipLimit`,`ipcount`.`count` AS `ipTotal`,`volumelimit`.`max` AS `volumeLimit`,`volumecount`.`count` AS `volumeTotal`,`snapshotlimit`.`max` AS `snapshotLimit`,`snapshotcount`.`count` AS `snapshotTotal`,`templatelimit`.`max` AS `templateLimit`,`templatecount`.`count` AS `templateTotal`,`vpclimit`.`max` AS `vpcLimit`,`vpccount`.`count` AS `vpcTotal`,`projectlimit`.`max` AS `projectLimit`,`projectcount`.`count` AS `projectTotal`,`networklimit`.`max` AS `networkLimit`,`networkcount`.`count` AS `networkTotal`,`cpulimit`.`max` AS `cpuLimit`,`cpucount`.`count` AS `cpuTotal`,`memorylimit`.`max` AS `memoryLimit`,`memorycount`.`count` AS `memoryTotal`,`gpulimit`.`max` AS `gpuLimit`,`gpucount`.`count` AS `gpuTotal`,`primary_storage_limit`.`max` AS `primaryStorageLimit`,`primary_storage_count`.`count` AS `primaryStorageTotal`,`secondary_storage_limit`.`max` AS `secondaryStorageLimit`,`secondary_storage_count`.`count` AS `secondaryStorageTotal`,`backup_limit`.`max` AS `backupLimit`,`backup_count`.`count` AS `backupTotal`,`backup_storage_limit`.`max` AS `backupStorageLimit`,`backup_storage_count`.`count` AS `backupStorageTotal`,`bucket_limit`.`max` AS `bucketLimit`,`bucket_count`.`count` AS `bucketTotal`,`object_storage_limit`.`max` AS `objectStorageLimit`,`object_storage_count`.`count` AS `objectStorageTotal` from ((((((((((((((((((((((((((((((((((`domain` left join `resource_limit` `vmlimit` on(`domain`.`id` = `vmlimit`.`domain_id` and `vmlimit`.`type` = 'user_vm' and `vmlimit`.`tag` is null)) left join `resource_count` `vmcount` on(`domain`.`id` = `vmcount`.`domain_id` and `vmcount`.`type` = 'user_vm' and `vmcount`.`tag` is null)) left join `resource_limit` `iplimit` on(`domain`.`id` = `iplimit`.`domain_id` and `iplimit`.`type` = 'public_ip')) left join `resource_count` `ipcount` on(`domain`.`id` = `ipcount`.`domain_id` and `ipcount`.`type` = 'public_ip')) left join `resource_limit` `volumelimit` on(`domain`.`id` = `volumelimit`.`domain_id` and `volumelimit`.`type` = 'volume' and `volumelimit`.`tag` is null)) left join `resource_count` `volumecount` on(`domain`.`id` = `volumecount`.`domain_id` and `volumecount`.`type` = 'volume' and `volumecount`.`tag` is null)) left join `resource_limit` `snapshotlimit` on(`domain`.`id` = `snapshotlimit`.`domain_id` and `snapshotlimit`.`type` = 'snapshot')) left join `resource_count` `snapshotcount` on(`domain`.`id` = `snapshotcount`.`domain_id` and `snapshotcount`.`type` = 'snapshot')) left join `resource_limit` `templatelimit` on(`domain`.`id` = `templatelimit`.`domain_id` and `templatelimit`.`type` = 'template')) left join `resource_count` `templatecount` on(`domain`.`id` = `templatecount`.`domain_id` and `templatecount`.`type` = 'template')) left join `resource_limit` `vpclimit` on(`domain`.`id` = `vpclimit`.`domain_id` and `vpclimit`.`type` = 'vpc')) left join `resource_count` `vpccount` on(`domain`.`id` = `vpccount`.`domain_id` and `vpccount`.`type` = 'vpc')) left join `resource_limit` `projectlimit` on(`domain`.`id` = `projectlimit`.`domain_id` and `projectlimit`.`type` = 'project')) left join `resource_count` `projectcount` on(`domain`.`id` = `projectcount`.`domain_id` and `projectcount`.`type` = 'project')) left join `resource_limit` `networklimit` on(`domain`.`id` = `networklimit`.`domain_id` and `networklimit`.`type` = 'network')) left join `resource_count` `networkcount` on(`domain`.`id` = `networkcount`.`domain_id` and `networkcount`.`type` = 'network')) left join `resource_limit` `cpulimit` on(`domain`.`id` = `cpulimit`.`domain_id` and `cpulimit`.`type` = 'cpu' and `cpulimit`.`tag` is null)) left join `resource_count` `cpucount` on(`domain`.`id` = `cpucount`.`domain_id` and `cpucount`.`type` = 'cpu' and `cpucount`.`tag` is null)) left join `resource_limit` `memorylimit` on(`domain`.`id` = `memorylimit`.`domain_id` and `memorylimit`.`type` = 'memory' and `memorylimit`.`tag` is null)) left join `resource_count` `memorycount` on(`domain`.`id` = `memorycount`.`domain_id` and `memorycount`.`type` = 'memory' and `memorycount`.`tag` is null)) left join `resource_limit` `gpulimit` on(`domain`.`id` = `gpulimit`.`domain_id` and `gpulimit`.`type` = 'gpu' and `gpulimit`.`tag` is null)) left join `resource_count` `gpucount` on(`domain`.`id` = `gpucount`.`domain_id` and `gpucount`.`type` = 'gpu' and `gpucount`.`tag` is null)) left join `resource_limit` `primary_storage_limit` on(`domain`.`id` = `primary_storage_limit`.`domain_id` and `primary_storage_limit`.`type` = 'primary_storage' and `primary_storage_limit`.`tag` is null)) left join `resource_count` `primary_storage_count` on(`domain`.`id` = `primary_storage_count`.`domain_id` and `primary_storage_count`.`type` = 'primary_storage' and `primary_storage_count`.`tag` is null)) left join `resource_limit` `secondary_storage_limit` on(`domain`.`id` = `secondary_storage_limit`.`domain_id` and `secondary_storage_limit`.`type` = 'secondary_storage')) left join `resource_count` `secondary_storage_count` on(`domain`.`id` = `secondary_storage_count`.`domain_id` and `secondary_storage_count`.`type` = 'secondary_storage')) left join `resource_limit` `backup_limit` on(`domain`.`id` = `backup_limit`.`domain_id` and `backup_limit`.`type` = 'backup')) left join `resource_count` `backup_count` on(`domain`.`id` = `backup_count`.`domain_id` and `backup_count`.`type` = 'backup')) left join `resource_limit` `backup_storage_limit` on(`domain`.`id` = `backup_storage_limit`.`domain_id` and `backup_storage_limit`.`type` = 'backup_storage')) left join `resource_count` `backup_storage_count` on(`domain`.`id` = `backup_storage_count`.`domain_id` and `backup_storage_count`.`type` = 'backup_storage')) left join `resource_limit` `bucket_limit` on(`domain`.`id` = `bucket_limit`.`domain_id` and `bucket_limit`.`type` = 'bucket')) left join `resource_count` `bucket_count` on(`domain`.`id` = `bucket_count`.`domain_id` and `bucket_count`.`type` = 'bucket')) left join `resource_limit` `object_storage_limit` on(`domain`.`id` = `object_storage_limit`.`domain_id` and `object_storage_limit`.`type` = 'object_storage')) left join `resource_count` `object_storage_count` on(`domain`.`id` = `object_storage_count`.`domain_id` and `object_storage_count`.`type` = 'object_storage')) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `event_view`
--

/*!50001 DROP VIEW IF EXISTS `event_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `event_view` AS select `event`.`id` AS `id`,`event`.`uuid` AS `uuid`,`event`.`type` AS `type`,`event`.`state` AS `state`,`event`.`description` AS `description`,`event`.`resource_id` AS `resource_id`,`event`.`resource_type` AS `resource_type`,`event`.`created` AS `created`,`event`.`level` AS `level`,`event`.`parameters` AS `parameters`,`event`.`start_id` AS `start_id`,`eve`.`uuid` AS `start_uuid`,`event`.`user_id` AS `user_id`,`event`.`archived` AS `archived`,`event`.`display` AS `display`,`user`.`username` AS `user_name`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name` from (((((`event` join `account` on(`event`.`account_id` = `account`.`id`)) join `domain` on(`event`.`domain_id` = `domain`.`id`)) join `user` on(`event`.`user_id` = `user`.`id`)) left join `projects` on(`projects`.`project_account_id` = `event`.`account_id`)) left join `event` `eve` on(`event`.`start_id` = `eve`.`id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `free_ip_view`
--

/*!50001 DROP VIEW IF EXISTS `free_ip_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `free_ip_view` AS select count(`user_ip_address`.`id`) AS `free_ip` from (`user_ip_address` join `vlan` on(`vlan`.`id` = `user_ip_address`.`vlan_db_id` and `vlan`.`vlan_type` = 'VirtualNetwork')) where `user_ip_address`.`state` = 'Free' */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `gui_themes_view`
--

/*!50001 DROP VIEW IF EXISTS `gui_themes_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `gui_themes_view` AS select `gui_themes`.`id` AS `id`,`gui_themes`.`uuid` AS `uuid`,`gui_themes`.`name` AS `name`,`gui_themes`.`description` AS `description`,`gui_themes`.`css` AS `css`,`gui_themes`.`json_configuration` AS `json_configuration`,(select group_concat(`gtd`.`value` separator ',') from `gui_themes_details` `gtd` where `gtd`.`type` = 'commonName' and `gtd`.`gui_theme_id` = `gui_themes`.`id`) AS `common_names`,(select group_concat(`gtd`.`value` separator ',') from `gui_themes_details` `gtd` where `gtd`.`type` = 'domain' and `gtd`.`gui_theme_id` = `gui_themes`.`id`) AS `domains`,(select group_concat(`gtd`.`value` separator ',') from `gui_themes_details` `gtd` where `gtd`.`type` = 'account' and `gtd`.`gui_theme_id` = `gui_themes`.`id`) AS `accounts`,`gui_themes`.`recursive_domains` AS `recursive_domains`,`gui_themes`.`is_public` AS `is_public`,`gui_themes`.`created` AS `created`,`gui_themes`.`removed` AS `removed` from (`gui_themes` left join `gui_themes_details` on(`gui_themes_details`.`gui_theme_id` = `gui_themes`.`id`)) group by `gui_themes`.`id` */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `host_view`
--

/*!50001 DROP VIEW IF EXISTS `host_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `host_view` AS select `host`.`id` AS `id`,`host`.`uuid` AS `uuid`,`host`.`name` AS `name`,`host`.`status` AS `status`,`host`.`disconnected` AS `disconnected`,`host`.`type` AS `type`,`host`.`private_ip_address` AS `private_ip_address`,`host`.`version` AS `version`,`host`.`hypervisor_type` AS `hypervisor_type`,`host`.`hypervisor_version` AS `hypervisor_version`,`host`.`capabilities` AS `capabilities`,`host`.`last_ping` AS `last_ping`,`host`.`created` AS `created`,`host`.`removed` AS `removed`,`host`.`resource_state` AS `resource_state`,`host`.`mgmt_server_id` AS `mgmt_server_id`,`host`.`cpu_sockets` AS `cpu_sockets`,`host`.`cpus` AS `cpus`,`host`.`speed` AS `speed`,`host`.`ram` AS `ram`,`host`.`arch` AS `arch`,`host`.`storage_access_groups` AS `storage_access_groups`,`cluster`.`id` AS `cluster_id`,`cluster`.`uuid` AS `cluster_uuid`,`cluster`.`name` AS `cluster_name`,`cluster`.`cluster_type` AS `cluster_type`,`cluster`.`storage_access_groups` AS `cluster_storage_access_groups`,`data_center`.`id` AS `data_center_id`,`data_center`.`uuid` AS `data_center_uuid`,`data_center`.`name` AS `data_center_name`,`data_center`.`storage_access_groups` AS `zone_storage_access_groups`,`data_center`.`networktype` AS `data_center_type`,`host_pod_ref`.`id` AS `pod_id`,`host_pod_ref`.`uuid` AS `pod_uuid`,`host_pod_ref`.`name` AS `pod_name`,`host_pod_ref`.`storage_access_groups` AS `pod_storage_access_groups`,group_concat(distinct `host_tags`.`tag` separator ',') AS `tag`,group_concat(distinct `explicit_host_tags`.`tag` separator ',') AS `explicit_tag`,group_concat(distinct `implicit_host_tags`.`tag` separator ',') AS `implicit_tag`,`explicit_host_tags`.`is_tag_a_rule` AS `is_tag_a_rule`,`guest_os_category`.`id` AS `guest_os_category_id`,`guest_os_category`.`uuid` AS `guest_os_category_uuid`,`guest_os_category`.`name` AS `guest_os_category_name`,`mem_caps`.`used_capacity` AS `memory_used_capacity`,`mem_caps`.`reserved_capacity` AS `memory_reserved_capacity`,`cpu_caps`.`used_capacity` AS `cpu_used_capacity`,`cpu_caps`.`reserved_capacity` AS `cpu_reserved_capacity`,`async_job`.`id` AS `job_id`,`async_job`.`uuid` AS `job_uuid`,`async_job`.`job_status` AS `job_status`,`async_job`.`account_id` AS `job_account_id`,`oobm`.`enabled` AS `oobm_enabled`,`oobm`.`power_state` AS `oobm_power_state`,`ha_config`.`enabled` AS `ha_enabled`,`ha_config`.`ha_state` AS `ha_state`,`ha_config`.`provider` AS `ha_provider`,`last_annotation_view`.`annotation` AS `annotation`,`last_annotation_view`.`created` AS `last_annotated`,`user`.`username` AS `username` from (((((((((((((((`host` left join `cluster` on(`host`.`cluster_id` = `cluster`.`id`)) left join `data_center` on(`host`.`data_center_id` = `data_center`.`id`)) left join `host_pod_ref` on(`host`.`pod_id` = `host_pod_ref`.`id`)) left join `host_details` on(`host`.`id` = `host_details`.`host_id` and `host_details`.`name` = 'guest.os.category.id')) left join `guest_os_category` on(`guest_os_category`.`id` = cast(`host_details`.`value` as unsigned))) left join `host_tags` on(`host_tags`.`host_id` = `host`.`id`)) left join `host_tags` `explicit_host_tags` on(`explicit_host_tags`.`host_id` = `host`.`id` and `explicit_host_tags`.`is_implicit` = 0)) left join `host_tags` `implicit_host_tags` on(`implicit_host_tags`.`host_id` = `host`.`id` and `implicit_host_tags`.`is_implicit` = 1)) left join `op_host_capacity` `mem_caps` on(`host`.`id` = `mem_caps`.`host_id` and `mem_caps`.`capacity_type` = 0)) left join `op_host_capacity` `cpu_caps` on(`host`.`id` = `cpu_caps`.`host_id` and `cpu_caps`.`capacity_type` = 1)) left join `async_job` on(`async_job`.`instance_id` = `host`.`id` and `async_job`.`instance_type` = 'Host' and `async_job`.`job_status` = 0)) left join `oobm` on(`oobm`.`host_id` = `host`.`id`)) left join `ha_config` on(`ha_config`.`resource_id` = `host`.`id` and `ha_config`.`resource_type` = 'Host')) left join `last_annotation_view` on(`last_annotation_view`.`entity_uuid` = `host`.`uuid`)) left join `user` on(`user`.`uuid` = `last_annotation_view`.`user_uuid`)) group by `host`.`id` */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `image_store_view`
--

/*!50001 DROP VIEW IF EXISTS `image_store_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `image_store_view` AS select `image_store`.`id` AS `id`,`image_store`.`uuid` AS `uuid`,`image_store`.`name` AS `name`,`image_store`.`image_provider_name` AS `image_provider_name`,`image_store`.`protocol` AS `protocol`,`image_store`.`url` AS `url`,`image_store`.`scope` AS `scope`,`image_store`.`role` AS `role`,`image_store`.`readonly` AS `readonly`,`image_store`.`removed` AS `removed`,`data_center`.`id` AS `data_center_id`,`data_center`.`uuid` AS `data_center_uuid`,`data_center`.`name` AS `data_center_name`,`image_store_details`.`name` AS `detail_name`,`image_store_details`.`value` AS `detail_value` from ((`image_store` left join `data_center` on(`image_store`.`data_center_id` = `data_center`.`id`)) left join `image_store_details` on(`image_store_details`.`store_id` = `image_store`.`id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `instance_group_view`
--

/*!50001 DROP VIEW IF EXISTS `instance_group_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `instance_group_view` AS select `instance_group`.`id` AS `id`,`instance_group`.`uuid` AS `uuid`,`instance_group`.`name` AS `name`,`instance_group`.`removed` AS `removed`,`instance_group`.`created` AS `created`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name` from (((`instance_group` join `account` on(`instance_group`.`account_id` = `account`.`id`)) join `domain` on(`account`.`domain_id` = `domain`.`id`)) left join `projects` on(`projects`.`project_account_id` = `instance_group`.`account_id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `last_annotation_view`
--

/*!50001 DROP VIEW IF EXISTS `last_annotation_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `last_annotation_view` AS select `annotations`.`uuid` AS `uuid`,`annotations`.`annotation` AS `annotation`,`annotations`.`entity_uuid` AS `entity_uuid`,`annotations`.`entity_type` AS `entity_type`,`annotations`.`user_uuid` AS `user_uuid`,`annotations`.`created` AS `created`,`annotations`.`removed` AS `removed` from `annotations` where `annotations`.`created` in (select max(`annotations`.`created`) from `annotations` where `annotations`.`removed` is null group by `annotations`.`entity_uuid`) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `mshost_peer_view`
--

/*!50001 DROP VIEW IF EXISTS `mshost_peer_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `mshost_peer_view` AS select `mshost_peer`.`id` AS `id`,`mshost_peer`.`peer_state` AS `peer_state`,`mshost_peer`.`last_update` AS `last_update`,`owner_mshost`.`id` AS `owner_mshost_id`,`owner_mshost`.`msid` AS `owner_mshost_msid`,`owner_mshost`.`runid` AS `owner_mshost_runid`,`owner_mshost`.`name` AS `owner_mshost_name`,`owner_mshost`.`uuid` AS `owner_mshost_uuid`,`owner_mshost`.`state` AS `owner_mshost_state`,`owner_mshost`.`service_ip` AS `owner_mshost_service_ip`,`owner_mshost`.`service_port` AS `owner_mshost_service_port`,`peer_mshost`.`id` AS `peer_mshost_id`,`peer_mshost`.`msid` AS `peer_mshost_msid`,`peer_mshost`.`runid` AS `peer_mshost_runid`,`peer_mshost`.`name` AS `peer_mshost_name`,`peer_mshost`.`uuid` AS `peer_mshost_uuid`,`peer_mshost`.`state` AS `peer_mshost_state`,`peer_mshost`.`service_ip` AS `peer_mshost_service_ip`,`peer_mshost`.`service_port` AS `peer_mshost_service_port` from ((`mshost_peer` left join `mshost` `owner_mshost` on(`mshost_peer`.`owner_mshost` = `owner_mshost`.`id`)) left join `mshost` `peer_mshost` on(`mshost_peer`.`peer_mshost` = `peer_mshost`.`id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `mshost_view`
--

/*!50001 DROP VIEW IF EXISTS `mshost_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `mshost_view` AS select `mshost`.`id` AS `id`,`mshost`.`msid` AS `msid`,`mshost`.`runid` AS `runid`,`mshost`.`name` AS `name`,`mshost`.`uuid` AS `uuid`,`mshost`.`state` AS `state`,`mshost`.`version` AS `version`,`mshost`.`service_ip` AS `service_ip`,`mshost`.`service_port` AS `service_port`,`mshost`.`last_update` AS `last_update`,`mshost`.`removed` AS `removed`,`mshost`.`alert_count` AS `alert_count`,`mshost_status`.`last_jvm_start` AS `last_jvm_start`,`mshost_status`.`last_jvm_stop` AS `last_jvm_stop`,`mshost_status`.`last_system_boot` AS `last_system_boot`,`mshost_status`.`os_distribution` AS `os_distribution`,`mshost_status`.`java_name` AS `java_name`,`mshost_status`.`java_version` AS `java_version` from (`mshost` left join `mshost_status` on(`mshost`.`uuid` = `mshost_status`.`ms_id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `network_offering_view`
--

/*!50001 DROP VIEW IF EXISTS `network_offering_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `network_offering_view` AS select `network_offerings`.`id` AS `id`,`network_offerings`.`uuid` AS `uuid`,`network_offerings`.`name` AS `name`,`network_offerings`.`unique_name` AS `unique_name`,`network_offerings`.`display_text` AS `display_text`,`network_offerings`.`nw_rate` AS `nw_rate`,`network_offerings`.`mc_rate` AS `mc_rate`,`network_offerings`.`traffic_type` AS `traffic_type`,`network_offerings`.`tags` AS `tags`,`network_offerings`.`system_only` AS `system_only`,`network_offerings`.`specify_vlan` AS `specify_vlan`,`network_offerings`.`service_offering_id` AS `service_offering_id`,`network_offerings`.`conserve_mode` AS `conserve_mode`,`network_offerings`.`created` AS `created`,`network_offerings`.`removed` AS `removed`,`network_offerings`.`default` AS `default`,`network_offerings`.`availability` AS `availability`,`network_offerings`.`dedicated_lb_service` AS `dedicated_lb_service`,`network_offerings`.`shared_source_nat_service` AS `shared_source_nat_service`,`network_offerings`.`sort_key` AS `sort_key`,`network_offerings`.`redundant_router_service` AS `redundant_router_service`,`network_offerings`.`state` AS `state`,`network_offerings`.`guest_type` AS `guest_type`,`network_offerings`.`elastic_ip_service` AS `elastic_ip_service`,`network_offerings`.`eip_associate_public_ip` AS `eip_associate_public_ip`,`network_offerings`.`elastic_lb_service` AS `elastic_lb_service`,`network_offerings`.`specify_ip_ranges` AS `specify_ip_ranges`,`network_offerings`.`inline` AS `inline`,`network_offerings`.`is_persistent` AS `is_persistent`,`network_offerings`.`internal_lb` AS `internal_lb`,`network_offerings`.`public_lb` AS `public_lb`,`network_offerings`.`egress_default_policy` AS `egress_default_policy`,`network_offerings`.`concurrent_connections` AS `concurrent_connections`,`network_offerings`.`keep_alive_enabled` AS `keep_alive_enabled`,`network_offerings`.`supports_streched_l2` AS `supports_streched_l2`,`network_offerings`.`supports_public_access` AS `supports_public_access`,`network_offerings`.`supports_vm_autoscaling` AS `supports_vm_autoscaling`,`network_offerings`.`for_vpc` AS `for_vpc`,`network_offerings`.`network_mode` AS `network_mode`,`network_offerings`.`service_package_id` AS `service_package_id`,`network_offerings`.`routing_mode` AS `routing_mode`,`network_offerings`.`specify_as_number` AS `specify_as_number`,group_concat(distinct `domain`.`id` separator ',') AS `domain_id`,group_concat(distinct `domain`.`uuid` separator ',') AS `domain_uuid`,group_concat(distinct `domain`.`name` separator ',') AS `domain_name`,group_concat(distinct `domain`.`path` separator ',') AS `domain_path`,group_concat(distinct `zone`.`id` separator ',') AS `zone_id`,group_concat(distinct `zone`.`uuid` separator ',') AS `zone_uuid`,group_concat(distinct `zone`.`name` separator ',') AS `zone_name`,`offering_details`.`value` AS `internet_protocol` from (((`network_offerings` left join `domain` on(`domain`.`id` in (select `network_offering_details`.`value` from `network_offering_details` where `network_offering_details`.`name` = 'domainid' and `network_offering_details`.`network_offering_id` = `network_offerings`.`id`))) left join `data_center` `zone` on(`zone`.`id` in (select `network_offering_details`.`value` from `network_offering_details` where `network_offering_details`.`name` = 'zoneid' and `network_offering_details`.`network_offering_id` = `network_offerings`.`id`))) left join `network_offering_details` `offering_details` on(`offering_details`.`network_offering_id` = `network_offerings`.`id` and `offering_details`.`name` = 'internetProtocol')) group by `network_offerings`.`id` */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `project_account_view`
--

/*!50001 DROP VIEW IF EXISTS `project_account_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `project_account_view` AS select `project_account`.`id` AS `id`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`user`.`id` AS `user_id`,`user`.`uuid` AS `user_uuid`,`user`.`username` AS `user_name`,`project_account`.`account_role` AS `account_role`,`project_role`.`id` AS `project_role_id`,`project_role`.`uuid` AS `project_role_uuid`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path` from (((((`project_account` join `account` on(`project_account`.`account_id` = `account`.`id`)) join `domain` on(`account`.`domain_id` = `domain`.`id`)) join `projects` on(`projects`.`id` = `project_account`.`project_id`)) left join `project_role` on(`project_account`.`project_role_id` = `project_role`.`id`)) left join `user` on(`project_account`.`user_id` = `user`.`id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `project_invitation_view`
--

/*!50001 DROP VIEW IF EXISTS `project_invitation_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `project_invitation_view` AS select `project_invitations`.`id` AS `id`,`project_invitations`.`uuid` AS `uuid`,`project_invitations`.`email` AS `email`,`project_invitations`.`created` AS `created`,`project_invitations`.`state` AS `state`,`project_invitations`.`project_role_id` AS `project_role_id`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`user`.`id` AS `user_id`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path` from ((((`project_invitations` left join `account` on(`project_invitations`.`account_id` = `account`.`id`)) left join `domain` on(`project_invitations`.`domain_id` = `domain`.`id`)) left join `projects` on(`projects`.`id` = `project_invitations`.`project_id`)) left join `user` on(`project_invitations`.`user_id` = `user`.`id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `project_view`
--

/*!50001 DROP VIEW IF EXISTS `project_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `project_view` AS select `projects`.`id` AS `id`,`projects`.`uuid` AS `uuid`,`projects`.`name` AS `name`,`projects`.`display_text` AS `display_text`,`projects`.`state` AS `state`,`projects`.`removed` AS `removed`,`projects`.`created` AS `created`,`projects`.`project_account_id` AS `project_account_id`,`account`.`account_name` AS `owner`,`pacct`.`account_id` AS `account_id`,`pacct`.`user_id` AS `user_id`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path` from ((((`projects` join `domain` on(`projects`.`domain_id` = `domain`.`id`)) join `project_account` on(`projects`.`id` = `project_account`.`project_id` and `project_account`.`account_role` = 'Admin')) join `account` on(`account`.`id` = `project_account`.`account_id`)) left join `project_account` `pacct` on(`projects`.`id` = `pacct`.`project_id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `resource_tag_view`
--

/*!50001 DROP VIEW IF EXISTS `resource_tag_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `resource_tag_view` AS select `resource_tags`.`id` AS `id`,`resource_tags`.`uuid` AS `uuid`,`resource_tags`.`key` AS `key`,`resource_tags`.`value` AS `value`,`resource_tags`.`resource_id` AS `resource_id`,`resource_tags`.`resource_uuid` AS `resource_uuid`,`resource_tags`.`resource_type` AS `resource_type`,`resource_tags`.`customer` AS `customer`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name` from (((`resource_tags` join `account` on(`resource_tags`.`account_id` = `account`.`id`)) join `domain` on(`resource_tags`.`domain_id` = `domain`.`id`)) left join `projects` on(`projects`.`project_account_id` = `resource_tags`.`account_id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `security_group_view`
--

/*!50001 DROP VIEW IF EXISTS `security_group_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `security_group_view` AS select `security_group`.`id` AS `id`,`security_group`.`name` AS `name`,`security_group`.`description` AS `description`,`security_group`.`uuid` AS `uuid`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name`,`security_group_rule`.`id` AS `rule_id`,`security_group_rule`.`uuid` AS `rule_uuid`,`security_group_rule`.`type` AS `rule_type`,`security_group_rule`.`start_port` AS `rule_start_port`,`security_group_rule`.`end_port` AS `rule_end_port`,`security_group_rule`.`protocol` AS `rule_protocol`,`security_group_rule`.`allowed_network_id` AS `rule_allowed_network_id`,`security_group_rule`.`allowed_ip_cidr` AS `rule_allowed_ip_cidr`,`security_group_rule`.`create_status` AS `rule_create_status`,`resource_tags`.`id` AS `tag_id`,`resource_tags`.`uuid` AS `tag_uuid`,`resource_tags`.`key` AS `tag_key`,`resource_tags`.`value` AS `tag_value`,`resource_tags`.`domain_id` AS `tag_domain_id`,`resource_tags`.`account_id` AS `tag_account_id`,`resource_tags`.`resource_id` AS `tag_resource_id`,`resource_tags`.`resource_uuid` AS `tag_resource_uuid`,`resource_tags`.`resource_type` AS `tag_resource_type`,`resource_tags`.`customer` AS `tag_customer`,`async_job`.`id` AS `job_id`,`async_job`.`uuid` AS `job_uuid`,`async_job`.`job_status` AS `job_status`,`async_job`.`account_id` AS `job_account_id` from ((((((`security_group` left join `security_group_rule` on(`security_group`.`id` = `security_group_rule`.`security_group_id`)) join `account` on(`security_group`.`account_id` = `account`.`id`)) join `domain` on(`security_group`.`domain_id` = `domain`.`id`)) left join `projects` on(`projects`.`project_account_id` = `security_group`.`account_id`)) left join `resource_tags` on(`resource_tags`.`resource_id` = `security_group`.`id` and `resource_tags`.`resource_type` = 'SecurityGroup')) left join `async_job` on(`async_job`.`instance_id` = `security_group`.`id` and `async_job`.`instance_type` = 'SecurityGroup' and `async_job`.`job_status` = 0)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `service_offering_view`
--

/*!50001 DROP VIEW IF EXISTS `service_offering_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `service_offering_view` AS select `service_offering`.`id` AS `id`,`service_offering`.`uuid` AS `uuid`,`service_offering`.`name` AS `name`,`service_offering`.`state` AS `state`,`service_offering`.`display_text` AS `display_text`,`disk_offering`.`provisioning_type` AS `provisioning_type`,`service_offering`.`created` AS `created`,`disk_offering`.`tags` AS `tags`,`service_offering`.`removed` AS `removed`,`disk_offering`.`use_local_storage` AS `use_local_storage`,`service_offering`.`system_use` AS `system_use`,`disk_offering`.`id` AS `disk_offering_id`,`disk_offering`.`name` AS `disk_offering_name`,`disk_offering`.`uuid` AS `disk_offering_uuid`,`disk_offering`.`display_text` AS `disk_offering_display_text`,`disk_offering`.`customized_iops` AS `customized_iops`,`disk_offering`.`min_iops` AS `min_iops`,`disk_offering`.`max_iops` AS `max_iops`,`disk_offering`.`hv_ss_reserve` AS `hv_ss_reserve`,`disk_offering`.`bytes_read_rate` AS `bytes_read_rate`,`disk_offering`.`bytes_read_rate_max` AS `bytes_read_rate_max`,`disk_offering`.`bytes_read_rate_max_length` AS `bytes_read_rate_max_length`,`disk_offering`.`bytes_write_rate` AS `bytes_write_rate`,`disk_offering`.`bytes_write_rate_max` AS `bytes_write_rate_max`,`disk_offering`.`bytes_write_rate_max_length` AS `bytes_write_rate_max_length`,`disk_offering`.`iops_read_rate` AS `iops_read_rate`,`disk_offering`.`iops_read_rate_max` AS `iops_read_rate_max`,`disk_offering`.`iops_read_rate_max_length` AS `iops_read_rate_max_length`,`disk_offering`.`iops_write_rate` AS `iops_write_rate`,`disk_offering`.`iops_write_rate_max` AS `iops_write_rate_max`,`disk_offering`.`iops_write_rate_max_length` AS `iops_write_rate_max_length`,`disk_offering`.`cache_mode` AS `cache_mode`,`disk_offering`.`disk_size` AS `root_disk_size`,`disk_offering`.`encrypt` AS `encrypt_root`,`service_offering`.`cpu` AS `cpu`,`service_offering`.`speed` AS `speed`,`service_offering`.`ram_size` AS `ram_size`,`service_offering`.`nw_rate` AS `nw_rate`,`service_offering`.`mc_rate` AS `mc_rate`,`service_offering`.`ha_enabled` AS `ha_enabled`,`service_offering`.`limit_cpu_use` AS `limit_cpu_use`,`service_offering`.`host_tag` AS `host_tag`,`service_offering`.`default_use` AS `default_use`,`service_offering`.`vm_type` AS `vm_type`,`service_offering`.`sort_key` AS `sort_key`,`service_offering`.`is_volatile` AS `is_volatile`,`service_offering`.`deployment_planner` AS `deployment_planner`,`service_offering`.`dynamic_scaling_enabled` AS `dynamic_scaling_enabled`,`service_offering`.`disk_offering_strictness` AS `disk_offering_strictness`,`vsphere_storage_policy`.`value` AS `vsphere_storage_policy`,`lease_duration_details`.`value` AS `lease_duration`,`lease_expiry_action_details`.`value` AS `lease_expiry_action`,`gpu_card`.`id` AS `gpu_card_id`,`gpu_card`.`uuid` AS `gpu_card_uuid`,`gpu_card`.`name` AS `gpu_card_name`,`vgpu_profile`.`id` AS `vgpu_profile_id`,`vgpu_profile`.`uuid` AS `vgpu_profile_uuid`,`vgpu_profile`.`name` AS `vgpu_profile_name`,`vgpu_profile`.`video_ram` AS `vgpu_profile_video_ram`,`vgpu_profile`.`max_heads` AS `vgpu_profile_max_heads`,`vgpu_profile`.`max_resolution_x` AS `vgpu_profile_max_resolution_x`,`vgpu_profile`.`max_resolution_y` AS `vgpu_profile_max_resolution_y`,`service_offering`.`gpu_count` AS `gpu_count`,`service_offering`.`gpu_display` AS `gpu_display`,group_concat(distinct `domain`.`id` separator ',') AS `domain_id`,group_concat(distinct `domain`.`uuid` separator ',') AS `domain_uuid`,group_concat(distinct `domain`.`name` separator ',') AS `domain_name`,group_concat(distinct `domain`.`path` separator ',') AS `domain_path`,group_concat(distinct `zone`.`id` separator ',') AS `zone_id`,group_concat(distinct `zone`.`uuid` separator ',') AS `zone_uuid`,group_concat(distinct `zone`.`name` separator ',') AS `zone_name`,ifnull(`min_compute_details`.`value`,`service_offering`.`cpu`) AS `min_cpu`,ifnull(`max_compute_details`.`value`,`service_offering`.`cpu`) AS `max_cpu`,ifnull(`min_memory_details`.`value`,`service_offering`.`ram_size`) AS `min_memory`,ifnull(`max_memory_details`.`value`,`service_offering`.`ram_size`) AS `max_memory` from ((((((((((((((`service_offering` join `disk_offering` on(`service_offering`.`disk_offering_id` = `disk_offering`.`id`)) left join `vgpu_profile` on(`service_offering`.`vgpu_profile_id` = `vgpu_profile`.`id`)) left join `gpu_card` on(`vgpu_profile`.`card_id` = `gpu_card`.`id`)) left join `service_offering_details` `domain_details` on(`domain_details`.`service_offering_id` = `service_offering`.`id` and `domain_details`.`name` = 'domainid')) left join `domain` on(find_in_set(`domain`.`id`,`domain_details`.`value`))) left join `service_offering_details` `zone_details` on(`zone_details`.`service_offering_id` = `service_offering`.`id` and `zone_details`.`name` = 'zoneid')) left join `data_center` `zone` on(find_in_set(`zone`.`id`,`zone_details`.`value`))) left join `service_offering_details` `min_compute_details` on(`min_compute_details`.`service_offering_id` = `service_offering`.`id` and `min_compute_details`.`name` = 'mincpunumber')) left join `service_offering_details` `max_compute_details` on(`max_compute_details`.`service_offering_id` = `service_offering`.`id` and `max_compute_details`.`name` = 'maxcpunumber')) left join `service_offering_details` `min_memory_details` on(`min_memory_details`.`service_offering_id` = `service_offering`.`id` and `min_memory_details`.`name` = 'minmemory')) left join `service_offering_details` `max_memory_details` on(`max_memory_details`.`service_offering_id` = `service_offering`.`id` and `max_memory_details`.`name` = 'maxmemory')) left join `service_offering_details` `vsphere_storage_policy` on(`vsphere_storage_policy`.`service_offering_id` = `service_offering`.`id` and `vsphere_storage_policy`.`name` = 'storagepolicy')) left join `service_offering_details` `lease_duration_details` on(`lease_duration_details`.`service_offering_id` = `service_offering`.`id` and `lease_duration_details`.`name` = 'leaseduration')) left join `service_offering_details` `lease_expiry_action_details` on(`lease_expiry_action_details`.`service_offering_id` = `service_offering`.`id` and `lease_expiry_action_details`.`name` = 'leaseexpiryaction')) group by `service_offering`.`id` */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `shared_filesystem_view`
--

/*!50001 DROP VIEW IF EXISTS `shared_filesystem_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `shared_filesystem_view` AS select `shared_filesystem`.`id` AS `id`,`shared_filesystem`.`uuid` AS `uuid`,`shared_filesystem`.`name` AS `name`,`shared_filesystem`.`description` AS `description`,`shared_filesystem`.`state` AS `state`,`shared_filesystem`.`fs_provider_name` AS `provider`,`shared_filesystem`.`fs_type` AS `fs_type`,`shared_filesystem`.`volume_id` AS `volume_id`,`shared_filesystem`.`account_id` AS `account_id`,`shared_filesystem`.`data_center_id` AS `zone_id`,`zone`.`uuid` AS `zone_uuid`,`zone`.`name` AS `zone_name`,`instance`.`id` AS `instance_id`,`instance`.`uuid` AS `instance_uuid`,`instance`.`name` AS `instance_name`,`instance`.`state` AS `instance_state`,`volumes`.`size` AS `size`,`volumes`.`uuid` AS `volume_uuid`,`volumes`.`name` AS `volume_name`,`volumes`.`provisioning_type` AS `provisioning_type`,`volumes`.`format` AS `volume_format`,`volumes`.`path` AS `volume_path`,`volumes`.`chain_info` AS `volume_chain_info`,`storage_pool`.`uuid` AS `pool_uuid`,`storage_pool`.`name` AS `pool_name`,`account`.`account_name` AS `account_name`,`project`.`uuid` AS `project_uuid`,`project`.`name` AS `project_name`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`service_offering`.`uuid` AS `service_offering_uuid`,`service_offering`.`name` AS `service_offering_name`,`disk_offering`.`uuid` AS `disk_offering_uuid`,`disk_offering`.`name` AS `disk_offering_name`,`disk_offering`.`display_text` AS `disk_offering_display_text`,`disk_offering`.`disk_size` AS `disk_offering_size`,`disk_offering`.`customized` AS `disk_offering_custom` from (((((((((`shared_filesystem` left join `data_center` `zone` on(`shared_filesystem`.`data_center_id` = `zone`.`id`)) left join `vm_instance` `instance` on(`shared_filesystem`.`vm_id` = `instance`.`id`)) left join `volumes` on(`shared_filesystem`.`volume_id` = `volumes`.`id`)) left join `storage_pool` on(`volumes`.`pool_id` = `storage_pool`.`id`)) left join `account` on(`shared_filesystem`.`account_id` = `account`.`id`)) left join `projects` `project` on(`project`.`project_account_id` = `account`.`id`)) left join `domain` on(`shared_filesystem`.`domain_id` = `domain`.`id`)) left join `service_offering` on(`shared_filesystem`.`service_offering_id` = `service_offering`.`id`)) left join `disk_offering` on(`volumes`.`disk_offering_id` = `disk_offering`.`id`)) group by `shared_filesystem`.`id` */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `snapshot_view`
--

/*!50001 DROP VIEW IF EXISTS `snapshot_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `snapshot_view` AS select `snapshots`.`id` AS `id`,`snapshots`.`uuid` AS `uuid`,`snapshots`.`name` AS `name`,`snapshots`.`status` AS `status`,`snapshots`.`disk_offering_id` AS `disk_offering_id`,`snapshots`.`snapshot_type` AS `snapshot_type`,`snapshots`.`type_description` AS `type_description`,`snapshots`.`size` AS `size`,`snapshots`.`created` AS `created`,`snapshots`.`removed` AS `removed`,`snapshots`.`location_type` AS `location_type`,`snapshots`.`hypervisor_type` AS `hypervisor_type`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name`,`volumes`.`id` AS `volume_id`,`volumes`.`uuid` AS `volume_uuid`,`volumes`.`name` AS `volume_name`,`volumes`.`volume_type` AS `volume_type`,`volumes`.`state` AS `volume_state`,`volumes`.`size` AS `volume_size`,`data_center`.`id` AS `data_center_id`,`data_center`.`uuid` AS `data_center_uuid`,`data_center`.`name` AS `data_center_name`,`snapshot_store_ref`.`store_id` AS `store_id`,ifnull(`image_store`.`uuid`,`storage_pool`.`uuid`) AS `store_uuid`,ifnull(`image_store`.`name`,`storage_pool`.`name`) AS `store_name`,`snapshot_store_ref`.`store_role` AS `store_role`,`snapshot_store_ref`.`state` AS `store_state`,`snapshot_store_ref`.`download_state` AS `download_state`,`snapshot_store_ref`.`download_pct` AS `download_pct`,`snapshot_store_ref`.`error_str` AS `error_str`,`snapshot_store_ref`.`size` AS `store_size`,`snapshot_store_ref`.`created` AS `created_on_store`,`resource_tags`.`id` AS `tag_id`,`resource_tags`.`uuid` AS `tag_uuid`,`resource_tags`.`key` AS `tag_key`,`resource_tags`.`value` AS `tag_value`,`resource_tags`.`domain_id` AS `tag_domain_id`,`domain`.`uuid` AS `tag_domain_uuid`,`domain`.`name` AS `tag_domain_name`,`resource_tags`.`account_id` AS `tag_account_id`,`account`.`account_name` AS `tag_account_name`,`resource_tags`.`resource_id` AS `tag_resource_id`,`resource_tags`.`resource_uuid` AS `tag_resource_uuid`,`resource_tags`.`resource_type` AS `tag_resource_type`,`resource_tags`.`customer` AS `tag_customer`,concat(`snapshots`.`id`,'_',ifnull(`snapshot_store_ref`.`store_role`,'UNKNOWN'),'_',ifnull(`snapshot_store_ref`.`store_id`,0)) AS `snapshot_store_pair` from ((((((((((`snapshots` join `account` on(`account`.`id` = `snapshots`.`account_id`)) join `domain` on(`domain`.`id` = `account`.`domain_id`)) left join `projects` on(`projects`.`project_account_id` = `account`.`id`)) left join `volumes` on(`volumes`.`id` = `snapshots`.`volume_id`)) left join `snapshot_store_ref` on(`snapshot_store_ref`.`snapshot_id` = `snapshots`.`id` and `snapshot_store_ref`.`state` <> 'Destroyed' and `snapshot_store_ref`.`display` = 1)) left join `image_store` on(`image_store`.`removed` is null and `snapshot_store_ref`.`store_role` = 'Image' and `snapshot_store_ref`.`store_id` is not null and `image_store`.`id` = `snapshot_store_ref`.`store_id`)) left join `storage_pool` on(`storage_pool`.`removed` is null and `snapshot_store_ref`.`store_role` = 'Primary' and `snapshot_store_ref`.`store_id` is not null and `storage_pool`.`id` = `snapshot_store_ref`.`store_id`)) left join `snapshot_zone_ref` on(`snapshot_zone_ref`.`snapshot_id` = `snapshots`.`id` and `snapshot_store_ref`.`store_id` is null and `snapshot_zone_ref`.`removed` is null)) left join `data_center` on(`image_store`.`data_center_id` = `data_center`.`id` or `storage_pool`.`data_center_id` = `data_center`.`id` or `snapshot_zone_ref`.`zone_id` = `data_center`.`id`)) left join `resource_tags` on(`resource_tags`.`resource_id` = `snapshots`.`id` and `resource_tags`.`resource_type` = 'Snapshot')) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `storage_pool_view`
--

/*!50001 DROP VIEW IF EXISTS `storage_pool_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `storage_pool_view` AS select `storage_pool`.`id` AS `id`,`storage_pool`.`uuid` AS `uuid`,`storage_pool`.`name` AS `name`,`storage_pool`.`status` AS `status`,`storage_pool`.`path` AS `path`,`storage_pool`.`pool_type` AS `pool_type`,`storage_pool`.`host_address` AS `host_address`,`storage_pool`.`created` AS `created`,`storage_pool`.`removed` AS `removed`,`storage_pool`.`capacity_bytes` AS `capacity_bytes`,`storage_pool`.`used_bytes` AS `used_bytes`,`storage_pool`.`capacity_iops` AS `capacity_iops`,`storage_pool`.`used_iops` AS `used_iops`,`storage_pool`.`scope` AS `scope`,`storage_pool`.`hypervisor` AS `hypervisor`,`storage_pool`.`storage_provider_name` AS `storage_provider_name`,`storage_pool`.`parent` AS `parent`,`cluster`.`id` AS `cluster_id`,`cluster`.`uuid` AS `cluster_uuid`,`cluster`.`name` AS `cluster_name`,`cluster`.`cluster_type` AS `cluster_type`,`data_center`.`id` AS `data_center_id`,`data_center`.`uuid` AS `data_center_uuid`,`data_center`.`name` AS `data_center_name`,`data_center`.`networktype` AS `data_center_type`,`host_pod_ref`.`id` AS `pod_id`,`host_pod_ref`.`uuid` AS `pod_uuid`,`host_pod_ref`.`name` AS `pod_name`,`storage_pool_tags`.`tag` AS `tag`,`storage_pool_tags`.`is_tag_a_rule` AS `is_tag_a_rule`,`storage_pool_and_access_group_map`.`storage_access_group` AS `storage_access_group`,`op_host_capacity`.`used_capacity` AS `disk_used_capacity`,`op_host_capacity`.`reserved_capacity` AS `disk_reserved_capacity`,`async_job`.`id` AS `job_id`,`async_job`.`uuid` AS `job_uuid`,`async_job`.`job_status` AS `job_status`,`async_job`.`account_id` AS `job_account_id` from (((((((`storage_pool` left join `cluster` on(`storage_pool`.`cluster_id` = `cluster`.`id`)) left join `data_center` on(`storage_pool`.`data_center_id` = `data_center`.`id`)) left join `host_pod_ref` on(`storage_pool`.`pod_id` = `host_pod_ref`.`id`)) left join `storage_pool_tags` on(`storage_pool_tags`.`pool_id` = `storage_pool`.`id`)) left join `storage_pool_and_access_group_map` on(`storage_pool_and_access_group_map`.`pool_id` = `storage_pool`.`id`)) left join `op_host_capacity` on(`storage_pool`.`id` = `op_host_capacity`.`host_id` and `op_host_capacity`.`capacity_type` in (3,9))) left join `async_job` on(`async_job`.`instance_id` = `storage_pool`.`id` and `async_job`.`instance_type` = 'StoragePool' and `async_job`.`job_status` = 0)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `template_view`
--

/*!50001 DROP VIEW IF EXISTS `template_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `template_view` AS select `vm_template`.`id` AS `id`,`vm_template`.`uuid` AS `uuid`,`vm_template`.`unique_name` AS `unique_name`,`vm_template`.`name` AS `name`,`vm_template`.`public` AS `public`,`vm_template`.`featured` AS `featured`,`vm_template`.`type` AS `type`,`vm_template`.`hvm` AS `hvm`,`vm_template`.`bits` AS `bits`,`vm_template`.`url` AS `url`,`vm_template`.`format` AS `format`,`vm_template`.`created` AS `created`,`vm_template`.`checksum` AS `checksum`,`vm_template`.`display_text` AS `display_text`,`vm_template`.`enable_password` AS `enable_password`,`vm_template`.`dynamically_scalable` AS `dynamically_scalable`,`vm_template`.`state` AS `template_state`,`vm_template`.`guest_os_id` AS `guest_os_id`,`guest_os`.`uuid` AS `guest_os_uuid`,`guest_os`.`display_name` AS `guest_os_name`,`guest_os`.`category_id` AS `guest_os_category_id`,`vm_template`.`bootable` AS `bootable`,`vm_template`.`prepopulate` AS `prepopulate`,`vm_template`.`cross_zones` AS `cross_zones`,`vm_template`.`hypervisor_type` AS `hypervisor_type`,`vm_template`.`extractable` AS `extractable`,`vm_template`.`template_tag` AS `template_tag`,`vm_template`.`sort_key` AS `sort_key`,`vm_template`.`removed` AS `removed`,`vm_template`.`enable_sshkey` AS `enable_sshkey`,`vm_template`.`arch` AS `arch`,`parent_template`.`id` AS `parent_template_id`,`parent_template`.`uuid` AS `parent_template_uuid`,`source_template`.`id` AS `source_template_id`,`source_template`.`uuid` AS `source_template_uuid`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name`,`data_center`.`id` AS `data_center_id`,`data_center`.`uuid` AS `data_center_uuid`,`data_center`.`name` AS `data_center_name`,`launch_permission`.`account_id` AS `lp_account_id`,`template_store_ref`.`store_id` AS `store_id`,`image_store`.`scope` AS `store_scope`,`template_store_ref`.`state` AS `state`,`template_store_ref`.`download_state` AS `download_state`,`template_store_ref`.`download_pct` AS `download_pct`,`template_store_ref`.`error_str` AS `error_str`,`template_store_ref`.`size` AS `size`,`template_store_ref`.`physical_size` AS `physical_size`,`template_store_ref`.`destroyed` AS `destroyed`,`template_store_ref`.`created` AS `created_on_store`,`vm_template_details`.`name` AS `detail_name`,`vm_template_details`.`value` AS `detail_value`,`resource_tags`.`id` AS `tag_id`,`resource_tags`.`uuid` AS `tag_uuid`,`resource_tags`.`key` AS `tag_key`,`resource_tags`.`value` AS `tag_value`,`resource_tags`.`domain_id` AS `tag_domain_id`,`domain`.`uuid` AS `tag_domain_uuid`,`domain`.`name` AS `tag_domain_name`,`resource_tags`.`account_id` AS `tag_account_id`,`account`.`account_name` AS `tag_account_name`,`resource_tags`.`resource_id` AS `tag_resource_id`,`resource_tags`.`resource_uuid` AS `tag_resource_uuid`,`resource_tags`.`resource_type` AS `tag_resource_type`,`resource_tags`.`customer` AS `tag_customer`,concat(`vm_template`.`id`,'_',ifnull(`data_center`.`id`,0)) AS `temp_zone_pair`,`vm_template`.`direct_download` AS `direct_download`,`vm_template`.`deploy_as_is` AS `deploy_as_is`,`vm_template`.`for_cks` AS `for_cks`,`user_data`.`id` AS `user_data_id`,`user_data`.`uuid` AS `user_data_uuid`,`user_data`.`name` AS `user_data_name`,`user_data`.`params` AS `user_data_params`,`vm_template`.`user_data_link_policy` AS `user_data_policy`,`extension`.`id` AS `extension_id`,`extension`.`uuid` AS `extension_uuid`,`extension`.`name` AS `extension_name` from (((((((((((((((`vm_template` join `guest_os` on(`guest_os`.`id` = `vm_template`.`guest_os_id`)) join `account` on(`account`.`id` = `vm_template`.`account_id`)) join `domain` on(`domain`.`id` = `account`.`domain_id`)) left join `projects` on(`projects`.`project_account_id` = `account`.`id`)) left join `vm_template_details` on(`vm_template_details`.`template_id` = `vm_template`.`id`)) left join `vm_template` `source_template` on(`source_template`.`id` = `vm_template`.`source_template_id`)) left join `template_store_ref` on(`template_store_ref`.`template_id` = `vm_template`.`id` and `template_store_ref`.`store_role` = 'Image' and `template_store_ref`.`destroyed` = 0)) left join `vm_template` `parent_template` on(`parent_template`.`id` = `vm_template`.`parent_template_id`)) left join `image_store` on(`image_store`.`removed` is null and `template_store_ref`.`store_id` is not null and `image_store`.`id` = `template_store_ref`.`store_id`)) left join `template_zone_ref` on(`template_zone_ref`.`template_id` = `vm_template`.`id` and `template_store_ref`.`store_id` is null and `template_zone_ref`.`removed` is null)) left join `data_center` on(`image_store`.`data_center_id` = `data_center`.`id` or `template_zone_ref`.`zone_id` = `data_center`.`id`)) left join `launch_permission` on(`launch_permission`.`template_id` = `vm_template`.`id`)) left join `user_data` on(`user_data`.`id` = `vm_template`.`user_data_id`)) left join `extension` on(`extension`.`id` = `vm_template`.`extension_id`)) left join `resource_tags` on(`resource_tags`.`resource_id` = `vm_template`.`id` and (`resource_tags`.`resource_type` = 'Template' or `resource_tags`.`resource_type` = 'ISO'))) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `user_view`
--

/*!50001 DROP VIEW IF EXISTS `user_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `user_view` AS select `user`.`id` AS `id`,`user`.`uuid` AS `uuid`,`user`.`username` AS `username`,`user`.`password` AS `password`,`user`.`firstname` AS `firstname`,`user`.`lastname` AS `lastname`,`user`.`email` AS `email`,`user`.`state` AS `state`,`user`.`api_key` AS `api_key`,`user`.`secret_key` AS `secret_key`,`user`.`created` AS `created`,`user`.`removed` AS `removed`,`user`.`timezone` AS `timezone`,`user`.`registration_token` AS `registration_token`,`user`.`is_registered` AS `is_registered`,`user`.`incorrect_login_attempts` AS `incorrect_login_attempts`,`user`.`source` AS `source`,`user`.`default` AS `default`,`user`.`api_key_access` AS `api_key_access`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`account`.`role_id` AS `account_role_id`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`async_job`.`id` AS `job_id`,`async_job`.`uuid` AS `job_uuid`,`async_job`.`job_status` AS `job_status`,`async_job`.`account_id` AS `job_account_id`,`user`.`is_user_2fa_enabled` AS `is_user_2fa_enabled` from (((`user` join `account` on(`user`.`account_id` = `account`.`id`)) join `domain` on(`account`.`domain_id` = `domain`.`id`)) left join `async_job` on(`async_job`.`instance_id` = `user`.`id` and `async_job`.`instance_type` = 'User' and `async_job`.`job_status` = 0)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `user_vm_view`
--

/*!50001 DROP VIEW IF EXISTS `user_vm_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `user_vm_view` AS select `vm_instance`.`id` AS `id`,`vm_instance`.`name` AS `name`,`user_vm`.`display_name` AS `display_name`,`user_vm`.`user_data` AS `user_data`,`user_vm`.`user_vm_type` AS `user_vm_type`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name`,`instance_group`.`id` AS `instance_group_id`,`instance_group`.`uuid` AS `instance_group_uuid`,`instance_group`.`name` AS `instance_group_name`,`vm_instance`.`uuid` AS `uuid`,`vm_instance`.`user_id` AS `user_id`,`vm_instance`.`last_host_id` AS `last_host_id`,`vm_instance`.`vm_type` AS `type`,`vm_instance`.`limit_cpu_use` AS `limit_cpu_use`,`vm_instance`.`created` AS `created`,`vm_instance`.`state` AS `state`,`vm_instance`.`update_time` AS `update_time`,`vm_instance`.`removed` AS `removed`,`vm_instance`.`ha_enabled` AS `ha_enabled`,`vm_instance`.`hypervisor_type` AS `hypervisor_type`,`vm_instance`.`instance_name` AS `instance_name`,`vm_instance`.`guest_os_id` AS `guest_os_id`,`vm_instance`.`display_vm` AS `display_vm`,`vm_instance`.`delete_protection` AS `delete_protection`,`guest_os`.`uuid` AS `guest_os_uuid`,`vm_instance`.`pod_id` AS `pod_id`,`host_pod_ref`.`uuid` AS `pod_uuid`,`vm_instance`.`private_ip_address` AS `private_ip_address`,`vm_instance`.`private_mac_address` AS `private_mac_address`,`vm_instance`.`vm_type` AS `vm_type`,`data_center`.`id` AS `data_center_id`,`data_center`.`uuid` AS `data_center_uuid`,`data_center`.`name` AS `data_center_name`,`data_center`.`is_security_group_enabled` AS `security_group_enabled`,`data_center`.`networktype` AS `data_center_network_type`,`host`.`id` AS `host_id`,`host`.`uuid` AS `host_uuid`,`host`.`name` AS `host_name`,`host`.`cluster_id` AS `cluster_id`,`host`.`status` AS `host_status`,`host`.`resource_state` AS `host_resource_state`,`vm_template`.`id` AS `template_id`,`vm_template`.`uuid` AS `template_uuid`,`vm_template`.`name` AS `template_name`,`vm_template`.`type` AS `template_type`,`vm_template`.`format` AS `template_format`,`vm_template`.`display_text` AS `template_display_text`,`vm_template`.`enable_password` AS `password_enabled`,`iso`.`id` AS `iso_id`,`iso`.`uuid` AS `iso_uuid`,`iso`.`name` AS `iso_name`,`iso`.`display_text` AS `iso_display_text`,`vm_template`.`arch` AS `arch`,`service_offering`.`id` AS `service_offering_id`,`service_offering`.`uuid` AS `service_offering_uuid`,`disk_offering`.`uuid` AS `disk_offering_uuid`,`disk_offering`.`id` AS `disk_offering_id`,case when `service_offering`.`cpu` is null then `custom_cpu`.`value` else `service_offering`.`cpu` end AS `cpu`,case when `service_offering`.`speed` is null then `custom_speed`.`value` else `service_offering`.`speed` end AS `speed`,case when `service_offering`.`ram_size` is null then `custom_ram_size`.`value` else `service_offering`.`ram_size` end AS `ram_size`,`backup_offering`.`uuid` AS `backup_offering_uuid`,`backup_offering`.`id` AS `backup_offering_id`,`service_offering`.`name` AS `service_offering_name`,`service_offering`.`vgpu_profile_id` AS `vgpu_profile_id`,`vgpu_profile`.`uuid` AS `vgpu_profile_uuid`,`vgpu_profile`.`name` AS `vgpu_profile_name`,`vgpu_profile`.`video_ram` AS `vgpu_profile_video_ram`,`vgpu_profile`.`max_heads` AS `vgpu_profile_max_heads`,`vgpu_profile`.`max_resolution_x` AS `vgpu_profile_max_resolution_x`,`vgpu_profile`.`max_resolution_y` AS `vgpu_profile_max_resolution_y`,`gpu_card`.`id` AS `gpu_card_id`,`gpu_card`.`uuid` AS `gpu_card_uuid`,`gpu_card`.`name` AS `gpu_card_name`,`service_offering`.`gpu_count` AS `gpu_count`,`disk_offering`.`name` AS `disk_offering_name`,`backup_offering`.`name` AS `backup_offering_name`,`storage_pool`.`id` AS `pool_id`,`storage_pool`.`uuid` AS `pool_uuid`,`storage_pool`.`pool_type` AS `pool_type`,`volumes`.`id` AS `volume_id`,`volumes`.`uuid` AS `volume_uuid`,`volumes`.`device_id` AS `volume_device_id`,`volumes`.`volume_type` AS `volume_type`,`security_group`.`id` AS `security_group_id`,`security_group`.`uuid` AS `security_group_uuid`,`security_group`.`name` AS `security_group_name`,`security_group`.`description` AS `security_group_description`,`nics`.`id` AS `nic_id`,`nics`.`uuid` AS `nic_uuid`,`nics`.`device_id` AS `nic_device_id`,`nics`.`network_id` AS `network_id`,`nics`.`ip4_address` AS `ip_address`,`nics`.`ip6_address` AS `ip6_address`,`nics`.`ip6_gateway` AS `ip6_gateway`,`nics`.`ip6_cidr` AS `ip6_cidr`,`nics`.`default_nic` AS `is_default_nic`,`nics`.`gateway` AS `gateway`,`nics`.`netmask` AS `netmask`,`nics`.`mac_address` AS `mac_address`,`nics`.`broadcast_uri` AS `broadcast_uri`,`nics`.`isolation_uri` AS `isolation_uri`,`vpc`.`id` AS `vpc_id`,`vpc`.`uuid` AS `vpc_uuid`,`networks`.`uuid` AS `network_uuid`,`networks`.`name` AS `network_name`,`networks`.`traffic_type` AS `traffic_type`,`networks`.`guest_type` AS `guest_type`,`user_ip_address`.`id` AS `public_ip_id`,`user_ip_address`.`uuid` AS `public_ip_uuid`,`user_ip_address`.`public_ip_address` AS `public_ip_address`,`ssh_details`.`value` AS `keypair_names`,`resource_tags`.`id` AS `tag_id`,`resource_tags`.`uuid` AS `tag_uuid`,`resource_tags`.`key` AS `tag_key`,`resource_tags`.`value` AS `tag_value`,`resource_tags`.`domain_id` AS `tag_domain_id`,`domain`.`uuid` AS `tag_domain_uuid`,`domain`.`name` AS `tag_domain_name`,`resource_tags`.`account_id` AS `tag_account_id`,`account`.`account_name` AS `tag_account_name`,`resource_tags`.`resource_id` AS `tag_resource_id`,`resource_tags`.`resource_uuid` AS `tag_resource_uuid`,`resource_tags`.`resource_type` AS `tag_resource_type`,`resource_tags`.`customer` AS `tag_customer`,`async_job`.`id` AS `job_id`,`async_job`.`uuid` AS `job_uuid`,`async_job`.`job_status` AS `job_status`,`async_job`.`account_id` AS `job_account_id`,`affinity_group`.`id` AS `affinity_group_id`,`affinity_group`.`uuid` AS `affinity_group_uuid`,`affinity_group`.`name` AS `affinity_group_name`,`affinity_group`.`description` AS `affinity_group_description`,`autoscale_vmgroups`.`id` AS `autoscale_vmgroup_id`,`autoscale_vmgroups`.`uuid` AS `autoscale_vmgroup_uuid`,`autoscale_vmgroups`.`name` AS `autoscale_vmgroup_name`,`vm_instance`.`dynamically_scalable` AS `dynamically_scalable`,`user_data`.`id` AS `user_data_id`,`user_data`.`uuid` AS `user_data_uuid`,`user_data`.`name` AS `user_data_name`,`user_vm`.`user_data_details` AS `user_data_details`,`vm_template`.`user_data_link_policy` AS `user_data_policy`,`lease_expiry_date`.`value` AS `lease_expiry_date`,`lease_expiry_action`.`value` AS `lease_expiry_action`,`lease_action_execution`.`value` AS `lease_action_execution` from ((((((((((((((((((((((((((((((((((((((((`user_vm` join `vm_instance` on(`vm_instance`.`id` = `user_vm`.`id` and `vm_instance`.`removed` is null)) join `account` on(`vm_instance`.`account_id` = `account`.`id`)) join `domain` on(`vm_instance`.`domain_id` = `domain`.`id`)) left join `guest_os` on(`vm_instance`.`guest_os_id` = `guest_os`.`id`)) left join `host_pod_ref` on(`vm_instance`.`pod_id` = `host_pod_ref`.`id`)) left join `projects` on(`projects`.`project_account_id` = `account`.`id`)) left join `instance_group_vm_map` on(`vm_instance`.`id` = `instance_group_vm_map`.`instance_id`)) left join `instance_group` on(`instance_group_vm_map`.`group_id` = `instance_group`.`id`)) left join `data_center` on(`vm_instance`.`data_center_id` = `data_center`.`id`)) left join `host` on(`vm_instance`.`host_id` = `host`.`id`)) left join `vm_template` on(`vm_instance`.`vm_template_id` = `vm_template`.`id`)) left join `vm_template` `iso` on(`iso`.`id` = `user_vm`.`iso_id`)) left join `volumes` on(`vm_instance`.`id` = `volumes`.`instance_id`)) left join `service_offering` on(`vm_instance`.`service_offering_id` = `service_offering`.`id`)) left join `disk_offering` `svc_disk_offering` on(`volumes`.`disk_offering_id` = `svc_disk_offering`.`id`)) left join `disk_offering` on(`volumes`.`disk_offering_id` = `disk_offering`.`id`)) left join `vgpu_profile` on(`service_offering`.`vgpu_profile_id` = `vgpu_profile`.`id`)) left join `gpu_card` on(`vgpu_profile`.`card_id` = `gpu_card`.`id`)) left join `backup_offering` on(`vm_instance`.`backup_offering_id` = `backup_offering`.`id`)) left join `storage_pool` on(`volumes`.`pool_id` = `storage_pool`.`id`)) left join `security_group_vm_map` on(`vm_instance`.`id` = `security_group_vm_map`.`instance_id`)) left join `security_group` on(`security_group_vm_map`.`security_group_id` = `security_group`.`id`)) left join `user_data` on(`user_data`.`id` = `user_vm`.`user_data_id`)) left join `nics` on(`vm_instance`.`id` = `nics`.`instance_id` and `nics`.`removed` is null)) left join `networks` on(`nics`.`network_id` = `networks`.`id`)) left join `vpc` on(`networks`.`vpc_id` = `vpc`.`id` and `vpc`.`removed` is null)) left join `user_ip_address` FORCE INDEX (`fk_user_ip_address__vm_id`) on(`user_ip_address`.`vm_id` = `vm_instance`.`id`)) left join `vm_instance_details` `ssh_details` on(`ssh_details`.`vm_id` = `vm_instance`.`id` and `ssh_details`.`name` = 'SSH.KeyPairNames')) left join `resource_tags` on(`resource_tags`.`resource_id` = `vm_instance`.`id` and `resource_tags`.`resource_type` = 'UserVm')) left join `async_job` on(`async_job`.`instance_id` = `vm_instance`.`id` and `async_job`.`instance_type` = 'VirtualMachine' and `async_job`.`job_status` = 0)) left join `affinity_group_vm_map` on(`vm_instance`.`id` = `affinity_group_vm_map`.`instance_id`)) left join `affinity_group` on(`affinity_group_vm_map`.`affinity_group_id` = `affinity_group`.`id`)) left join `autoscale_vmgroup_vm_map` on(`autoscale_vmgroup_vm_map`.`instance_id` = `vm_instance`.`id`)) left join `autoscale_vmgroups` on(`autoscale_vmgroup_vm_map`.`vmgroup_id` = `autoscale_vmgroups`.`id`)) left join `vm_instance_details` `custom_cpu` on(`custom_cpu`.`vm_id` = `vm_instance`.`id` and `custom_cpu`.`name` = 'CpuNumber')) left join `vm_instance_details` `custom_speed` on(`custom_speed`.`vm_id` = `vm_instance`.`id` and `custom_speed`.`name` = 'CpuSpeed')) left join `vm_instance_details` `custom_ram_size` on(`custom_ram_size`.`vm_id` = `vm_instance`.`id` and `custom_ram_size`.`name` = 'memory')) left join `vm_instance_details` `lease_expiry_date` on(`lease_expiry_date`.`vm_id` = `vm_instance`.`id` and `lease_expiry_date`.`name` = 'leaseexpirydate')) left join `vm_instance_details` `lease_action_execution` on(`lease_action_execution`.`vm_id` = `vm_instance`.`id` and `lease_action_execution`.`name` = 'leaseactionexecution')) left join `vm_instance_details` `lease_expiry_action` on(`lease_expiry_action`.`vm_id` = `vm_instance`.`id` and `lease_expiry_action`.`name` = 'leaseexpiryaction')) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `volume_view`
--

/*!50001 DROP VIEW IF EXISTS `volume_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `volume_view` AS select `volumes`.`id` AS `id`,`volumes`.`uuid` AS `uuid`,`volumes`.`name` AS `name`,`volumes`.`device_id` AS `device_id`,`volumes`.`volume_type` AS `volume_type`,`volumes`.`provisioning_type` AS `provisioning_type`,`volumes`.`size` AS `size`,`volumes`.`min_iops` AS `min_iops`,`volumes`.`max_iops` AS `max_iops`,`volumes`.`created` AS `created`,`volumes`.`state` AS `state`,`volumes`.`attached` AS `attached`,`volumes`.`removed` AS `removed`,`volumes`.`display_volume` AS `display_volume`,`volumes`.`format` AS `format`,`volumes`.`path` AS `path`,`volumes`.`chain_info` AS `chain_info`,`volumes`.`external_uuid` AS `external_uuid`,`volumes`.`encrypt_format` AS `encrypt_format`,`volumes`.`delete_protection` AS `delete_protection`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name`,`data_center`.`id` AS `data_center_id`,`data_center`.`uuid` AS `data_center_uuid`,`data_center`.`name` AS `data_center_name`,`data_center`.`networktype` AS `data_center_type`,`vm_instance`.`id` AS `vm_id`,`vm_instance`.`uuid` AS `vm_uuid`,`vm_instance`.`name` AS `vm_name`,`vm_instance`.`state` AS `vm_state`,`vm_instance`.`vm_type` AS `vm_type`,`user_vm`.`display_name` AS `vm_display_name`,`volume_store_ref`.`size` AS `volume_store_size`,`volume_store_ref`.`download_pct` AS `download_pct`,`volume_store_ref`.`download_state` AS `download_state`,`volume_store_ref`.`error_str` AS `error_str`,`volume_store_ref`.`created` AS `created_on_store`,`disk_offering`.`id` AS `disk_offering_id`,`disk_offering`.`uuid` AS `disk_offering_uuid`,`disk_offering`.`name` AS `disk_offering_name`,`disk_offering`.`display_text` AS `disk_offering_display_text`,`disk_offering`.`use_local_storage` AS `use_local_storage`,`service_offering`.`system_use` AS `system_use`,`disk_offering`.`bytes_read_rate` AS `bytes_read_rate`,`disk_offering`.`bytes_write_rate` AS `bytes_write_rate`,`disk_offering`.`iops_read_rate` AS `iops_read_rate`,`disk_offering`.`iops_write_rate` AS `iops_write_rate`,`disk_offering`.`cache_mode` AS `cache_mode`,`storage_pool`.`id` AS `pool_id`,`storage_pool`.`uuid` AS `pool_uuid`,`storage_pool`.`name` AS `pool_name`,`cluster`.`id` AS `cluster_id`,`cluster`.`name` AS `cluster_name`,`cluster`.`uuid` AS `cluster_uuid`,`cluster`.`hypervisor_type` AS `hypervisor_type`,`vm_template`.`id` AS `template_id`,`vm_template`.`uuid` AS `template_uuid`,`vm_template`.`extractable` AS `extractable`,`vm_template`.`type` AS `template_type`,`vm_template`.`name` AS `template_name`,`vm_template`.`display_text` AS `template_display_text`,`iso`.`id` AS `iso_id`,`iso`.`uuid` AS `iso_uuid`,`iso`.`name` AS `iso_name`,`iso`.`display_text` AS `iso_display_text`,`resource_tags`.`id` AS `tag_id`,`resource_tags`.`uuid` AS `tag_uuid`,`resource_tags`.`key` AS `tag_key`,`resource_tags`.`value` AS `tag_value`,`resource_tags`.`domain_id` AS `tag_domain_id`,`resource_tags`.`account_id` AS `tag_account_id`,`resource_tags`.`resource_id` AS `tag_resource_id`,`resource_tags`.`resource_uuid` AS `tag_resource_uuid`,`resource_tags`.`resource_type` AS `tag_resource_type`,`resource_tags`.`customer` AS `tag_customer`,`async_job`.`id` AS `job_id`,`async_job`.`uuid` AS `job_uuid`,`async_job`.`job_status` AS `job_status`,`async_job`.`account_id` AS `job_account_id`,`host_pod_ref`.`id` AS `pod_id`,`host_pod_ref`.`uuid` AS `pod_uuid`,`host_pod_ref`.`name` AS `pod_name`,`resource_tag_account`.`account_name` AS `tag_account_name`,`resource_tag_domain`.`uuid` AS `tag_domain_uuid`,`resource_tag_domain`.`name` AS `tag_domain_name` from ((((((((((((((((((`volumes` join `account` on(`volumes`.`account_id` = `account`.`id`)) join `domain` on(`volumes`.`domain_id` = `domain`.`id`)) left join `projects` on(`projects`.`project_account_id` = `account`.`id`)) left join `data_center` on(`volumes`.`data_center_id` = `data_center`.`id`)) left join `vm_instance` on(`volumes`.`instance_id` = `vm_instance`.`id`)) left join `user_vm` on(`user_vm`.`id` = `vm_instance`.`id`)) left join `volume_store_ref` on(`volumes`.`id` = `volume_store_ref`.`volume_id`)) left join `service_offering` on(`vm_instance`.`service_offering_id` = `service_offering`.`id`)) left join `disk_offering` on(`volumes`.`disk_offering_id` = `disk_offering`.`id`)) left join `storage_pool` on(`volumes`.`pool_id` = `storage_pool`.`id`)) left join `host_pod_ref` on(`storage_pool`.`pod_id` = `host_pod_ref`.`id`)) left join `cluster` on(`storage_pool`.`cluster_id` = `cluster`.`id`)) left join `vm_template` on(`volumes`.`template_id` = `vm_template`.`id`)) left join `vm_template` `iso` on(`iso`.`id` = `volumes`.`iso_id`)) left join `resource_tags` on(`resource_tags`.`resource_id` = `volumes`.`id` and `resource_tags`.`resource_type` = 'Volume')) left join `async_job` on(`async_job`.`instance_id` = `volumes`.`id` and `async_job`.`instance_type` = 'Volume' and `async_job`.`job_status` = 0)) left join `account` `resource_tag_account` on(`resource_tag_account`.`id` = `resource_tags`.`account_id`)) left join `domain` `resource_tag_domain` on(`resource_tag_domain`.`id` = `resource_tags`.`domain_id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `vpc_offering_view`
--

/*!50001 DROP VIEW IF EXISTS `vpc_offering_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `vpc_offering_view` AS select `vpc_offerings`.`id` AS `id`,`vpc_offerings`.`uuid` AS `uuid`,`vpc_offerings`.`name` AS `name`,`vpc_offerings`.`unique_name` AS `unique_name`,`vpc_offerings`.`display_text` AS `display_text`,`vpc_offerings`.`state` AS `state`,`vpc_offerings`.`default` AS `default`,`vpc_offerings`.`network_mode` AS `network_mode`,`vpc_offerings`.`created` AS `created`,`vpc_offerings`.`removed` AS `removed`,`vpc_offerings`.`service_offering_id` AS `service_offering_id`,`vpc_offerings`.`supports_distributed_router` AS `supports_distributed_router`,`vpc_offerings`.`supports_region_level_vpc` AS `supports_region_level_vpc`,`vpc_offerings`.`redundant_router_service` AS `redundant_router_service`,`vpc_offerings`.`sort_key` AS `sort_key`,`vpc_offerings`.`routing_mode` AS `routing_mode`,`vpc_offerings`.`specify_as_number` AS `specify_as_number`,group_concat(distinct `domain`.`id` separator ',') AS `domain_id`,group_concat(distinct `domain`.`uuid` separator ',') AS `domain_uuid`,group_concat(distinct `domain`.`name` separator ',') AS `domain_name`,group_concat(distinct `domain`.`path` separator ',') AS `domain_path`,group_concat(distinct `zone`.`id` separator ',') AS `zone_id`,group_concat(distinct `zone`.`uuid` separator ',') AS `zone_uuid`,group_concat(distinct `zone`.`name` separator ',') AS `zone_name`,`offering_details`.`value` AS `internet_protocol` from (((((`vpc_offerings` left join `vpc_offering_details` `domain_details` on(`domain_details`.`offering_id` = `vpc_offerings`.`id` and `domain_details`.`name` = 'domainid')) left join `domain` on(0 <> find_in_set(`domain`.`id`,`domain_details`.`value`))) left join `vpc_offering_details` `zone_details` on(`zone_details`.`offering_id` = `vpc_offerings`.`id` and `zone_details`.`name` = 'zoneid')) left join `data_center` `zone` on(0 <> find_in_set(`zone`.`id`,`zone_details`.`value`))) left join `vpc_offering_details` `offering_details` on(`offering_details`.`offering_id` = `vpc_offerings`.`id` and `offering_details`.`name` = 'internetprotocol')) group by `vpc_offerings`.`id` */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `webhook_delivery_view`
--

/*!50001 DROP VIEW IF EXISTS `webhook_delivery_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `webhook_delivery_view` AS select `webhook_delivery`.`id` AS `id`,`webhook_delivery`.`uuid` AS `uuid`,`webhook_delivery`.`headers` AS `headers`,`webhook_delivery`.`payload` AS `payload`,`webhook_delivery`.`success` AS `success`,`webhook_delivery`.`response` AS `response`,`webhook_delivery`.`start_time` AS `start_time`,`webhook_delivery`.`end_time` AS `end_time`,`event`.`id` AS `event_id`,`event`.`uuid` AS `event_uuid`,`event`.`type` AS `event_type`,`webhook`.`id` AS `webhook_id`,`webhook`.`uuid` AS `webhook_uuid`,`webhook`.`name` AS `webhook_name`,`mshost`.`id` AS `mshost_id`,`mshost`.`uuid` AS `mshost_uuid`,`mshost`.`msid` AS `mshost_msid`,`mshost`.`name` AS `mshost_name` from (((`webhook_delivery` join `event` on(`webhook_delivery`.`event_id` = `event`.`id`)) join `webhook` on(`webhook_delivery`.`webhook_id` = `webhook`.`id`)) left join `mshost` on(`mshost`.`msid` = `webhook_delivery`.`mshost_msid`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;

--
-- Final view structure for view `webhook_view`
--

/*!50001 DROP VIEW IF EXISTS `webhook_view`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb4 */;
/*!50001 SET character_set_results     = utf8mb4 */;
/*!50001 SET collation_connection      = utf8mb4_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`cloud`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `webhook_view` AS select `webhook`.`id` AS `id`,`webhook`.`uuid` AS `uuid`,`webhook`.`name` AS `name`,`webhook`.`description` AS `description`,`webhook`.`state` AS `state`,`webhook`.`payload_url` AS `payload_url`,`webhook`.`secret_key` AS `secret_key`,`webhook`.`ssl_verification` AS `ssl_verification`,`webhook`.`scope` AS `scope`,`webhook`.`created` AS `created`,`webhook`.`removed` AS `removed`,`account`.`id` AS `account_id`,`account`.`uuid` AS `account_uuid`,`account`.`account_name` AS `account_name`,`account`.`type` AS `account_type`,`domain`.`id` AS `domain_id`,`domain`.`uuid` AS `domain_uuid`,`domain`.`name` AS `domain_name`,`domain`.`path` AS `domain_path`,`projects`.`id` AS `project_id`,`projects`.`uuid` AS `project_uuid`,`projects`.`name` AS `project_name` from (((`webhook` join `account` on(`webhook`.`account_id` = `account`.`id`)) join `domain` on(`webhook`.`domain_id` = `domain`.`id`)) left join `projects` on(`projects`.`project_account_id` = `webhook`.`account_id`)) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2026-12-03 18:31:00
